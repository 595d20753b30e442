/**
 * numpy's legacy `RandomState` (MT19937) and its `shuffle`, bit for bit, so that lite draws the same
 * undersampled classification training rows as mteb (`np.random.RandomState(42).shuffle(idxs)`).
 *
 * - Seeding an integer: MT19937 `init_genrand` (numpy's `mt19937_seed`): key[0] = seed,
 *   key[i] = 1812433253 · (key[i−1] ⊕ (key[i−1] >> 30)) + i (mod 2³²).
 * - Output: the reference MT19937 tempering of 32-bit words.
 * - shuffle(x): for i = n−1 down to 1, j = random_interval(i), swap x[i] and x[j]; random_interval(max) draws
 *   32-bit words masked to the smallest all-ones mask ≥ max until one is ≤ max (rejection sampling).
 * Checked against numpy in test/lite/tasks.test.ts (scripts/golden/lite_tasks.py).
 */
const N = 624;
const M = 397;

export class NumpyRandomState {
  private readonly mt = new Uint32Array(N);
  private pos = N;

  constructor(seed: number) {
    this.mt[0] = seed >>> 0;
    for (let i = 1; i < N; i++) {
      const prev = this.mt[i - 1] ^ (this.mt[i - 1] >>> 30);
      this.mt[i] = (Math.imul(1812433253, prev) + i) >>> 0;
    }
  }

  private twist(): void {
    const mt = this.mt;
    for (let i = 0; i < N; i++) {
      const y = (mt[i] & 0x80000000) | (mt[(i + 1) % N] & 0x7fffffff);
      mt[i] = mt[(i + M) % N] ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
    }
    this.pos = 0;
  }

  /** The next 32-bit output word. */
  nextUint32(): number {
    if (this.pos >= N) this.twist();
    let y = this.mt[this.pos++];
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }

  /** A uniform integer in [0, max] (numpy's `random_interval`, max < 2³²). */
  interval(max: number): number {
    if (max === 0) return 0;
    let mask = max;
    mask |= mask >>> 1;
    mask |= mask >>> 2;
    mask |= mask >>> 4;
    mask |= mask >>> 8;
    mask |= mask >>> 16;
    mask >>>= 0;
    let v: number;
    while ((v = (this.nextUint32() & mask) >>> 0) > max);
    return v;
  }

  /** Shuffle in place, as `RandomState.shuffle` does for a list or a 1-d array. */
  shuffle<T>(x: T[]): T[] {
    for (let i = x.length - 1; i > 0; i--) {
      const j = this.interval(i);
      const t = x[i];
      x[i] = x[j];
      x[j] = t;
    }
    return x;
  }
}

/**
 * Seeded pseudo-random numbers. Every random choice in execret takes an Rng made from a recorded seed, so the
 * same inputs and seed give byte-identical output. Algorithm: SplitMix64 to expand the seed, then
 * xoshiro128** (32-bit state words, fast in JavaScript).
 */
export interface Rng {
  /** uniform in [0, 1) */
  next(): number;
  /** uniform integer in [0, n) */
  int(n: number): number;
  /** Fisher-Yates shuffle of a copy */
  shuffle<T>(items: readonly T[]): T[];
  /** k distinct items, in random order */
  sample<T>(items: readonly T[], k: number): T[];
  /** a standard normal draw (Box-Muller) */
  normal(): number;
  /** an independent generator derived from this one and a label */
  fork(label: string | number): Rng;
}

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

function hashLabel(label: string | number): number {
  const s = String(label);
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export function createRng(seed: number | string): Rng {
  const init = splitmix32(typeof seed === 'number' ? seed : hashLabel(seed));
  let a = init(),
    b = init(),
    c = init(),
    d = init();
  if ((a | b | c | d) === 0) a = 1;
  const nextU32 = (): number => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
  const rng: Rng = {
    next: () => nextU32() / 4294967296,
    int: (n) => Math.floor((nextU32() / 4294967296) * n),
    shuffle: (items) => {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    sample: (items, k) => rng.shuffle(items).slice(0, Math.max(0, Math.min(k, items.length))),
    normal: () => {
      let u = 0;
      while (u === 0) u = rng.next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
    },
    fork: (label) => createRng((nextU32() ^ hashLabel(label)) >>> 0),
  };
  return rng;
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

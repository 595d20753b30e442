import { ExecretError } from '../core/errors.js';
import type { HarnessLimits, RuntimeDescription } from './runtime.js';
import type { SandboxPlan } from './sandbox.js';
import type { TestOutcome } from './types.js';
import { Worker, workerUid, type Job } from './worker.js';

/** A worker that dies this many times in a row before finishing any suite means the set-up is broken, not a snippet. */
const MAX_START_FAILURES = 3;

export interface PoolSpec {
  runtime: RuntimeDescription;
  plan: SandboxPlan;
  /** the limits of every worker; each worker's tests drop to a uid of its own when the plan drops privileges */
  limits: HarnessLimits;
  /** parallel workers */
  jobs: number;
  /** size of the sandbox's private /tmp, MiB */
  tmpMb: number;
  /** a CPython for the descriptor-closing exec wrapper (fds.ts), if one is at hand */
  fdCloser: string | undefined;
}

/**
 * A pool of fork servers of one runtime: it owns starting them, restarting one that died, the lanes that keep each
 * busy, and running again a suite a dying worker handed back unrun. It knows nothing of caches or duplicates (the
 * oracle wraps it) nor of the language (the runtime description says how to start a server).
 */
export class WorkerPool {
  private readonly workers: (Worker | undefined)[] = [];
  /** suites in flight per worker: the server batches what has arrived, and suites that share a process need company */
  private readonly window: number;

  constructor(private readonly spec: PoolSpec) {
    this.window = Math.max(2, 2 * spec.limits.share);
  }

  /**
   * Run every job; `onDone(i, outcomes)` is called as job i completes. Never rejects for a snippet's misbehaviour;
   * rejects (E_RUNTIME) when a worker cannot be started at all.
   */
  async run(jobs: readonly Job[], onDone: (i: number, outcomes: TestOutcome[]) => void): Promise<void> {
    const queue = new JobQueue(jobs.length);
    const lanes = Math.max(1, Math.min(this.spec.jobs, jobs.length));
    await Promise.all(Array.from({ length: lanes }, (_, slot) => this.lane(slot, jobs, queue, onDone)));
  }

  /** One worker's loop: keep up to `window` suites in flight; after a worker died, let its suites come back first. */
  private async lane(
    slot: number,
    jobs: readonly Job[],
    queue: JobQueue,
    onDone: (i: number, outcomes: TestOutcome[]) => void,
  ): Promise<void> {
    const starts = { failures: 0 };
    const inFlight = new Set<Promise<void>>();
    for (;;) {
      while (inFlight.size < this.window && queue.pending()) {
        if (!this.workers[slot]?.alive && inFlight.size > 0) break;
        const worker = await this.workerFor(slot, starts);
        if (!worker) continue;
        // Another lane may have taken the last suites while this one was starting its worker.
        const i = queue.take();
        if (i === undefined) break;
        const done: Promise<void> = worker.run(jobs[i]).then((outcomes) => {
          inFlight.delete(done);
          if (outcomes === undefined) return queue.retry(i);
          starts.failures = 0;
          onDone(i, outcomes);
        });
        inFlight.add(done);
      }
      if (inFlight.size === 0) {
        if (!queue.pending()) return;
        continue;
      }
      await Promise.race(inFlight);
    }
  }

  /** The slot's live worker, starting one if needed; undefined after a failed start (the lane tries again). */
  private async workerFor(slot: number, starts: { failures: number }): Promise<Worker | undefined> {
    const live = this.workers[slot];
    if (live?.alive) return live;
    const { plan, limits } = this.spec;
    try {
      const uid = plan.uid >= 0 ? workerUid(slot) : plan.uid;
      const worker = await Worker.start({ ...this.spec, limits: { ...limits, uid } });
      this.workers[slot] = worker;
      return worker;
    } catch (e) {
      if (++starts.failures >= MAX_START_FAILURES) {
        throw new ExecretError(
          'E_RUNTIME',
          `the ${this.spec.runtime.label} sandbox worker cannot start: ${(e as Error).message}`,
          {
            hint: 'check --python / EXECRET_PYTHON, or try --sandbox none to rule out the isolation tool',
            cause: e,
          },
        );
      }
      return undefined;
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w?.close()));
  }
}

/** The jobs not yet handed out: retries (handed back by a dying worker) first, then the rest in order. */
class JobQueue {
  private next = 0;
  private readonly retries: number[] = [];

  constructor(private readonly total: number) {}

  pending(): boolean {
    return this.retries.length > 0 || this.next < this.total;
  }

  take(): number | undefined {
    if (this.retries.length) return this.retries.shift();
    return this.next < this.total ? this.next++ : undefined;
  }

  retry(i: number): void {
    this.retries.push(i);
  }
}

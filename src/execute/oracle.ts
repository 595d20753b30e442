import { availableParallelism, tmpdir } from 'node:os';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ExecretError } from '../core/errors.js';
import { createLogger } from '../core/log.js';
import { pythonHarness, resolvePython } from '../lang/python/runtime.js';
import { OutcomeCache, outcomeKey } from './cache.js';
import type { FsView } from './fs-view.js';
import { planSandbox, type SandboxPlan } from './sandbox.js';
import type {
  IsolationInfo,
  Oracle,
  OracleOptions,
  RuntimeInfo,
  Suite,
  SuiteResult,
  TestOutcome,
} from './types.js';
import { Worker, workerUid, type WorkerSpec } from './worker.js';

export const DEFAULT_TIMEOUT_S = 5;
export const DEFAULT_MEMORY_MB = 1024;
/**
 * Suites (that pass the harness's sharing screen) per forked process. A fork and the copy-on-write faults after
 * it cost more than a whole suite on a VM, so sharing is most of the oracle's speed; 1 turns it off.
 */
export const DEFAULT_SHARE = 16;

/** A worker that dies this many times in a row before finishing any suite means the set-up is broken, not a snippet. */
const MAX_START_FAILURES = 3;

/**
 * Start the execution oracle: resolve the interpreter, pick the sandbox, open the cache. Workers (warm fork
 * servers) start lazily on the first run and are reused until close().
 */
export async function createOracle(options: OracleOptions = {}): Promise<Oracle> {
  const timeoutS = options.timeoutS ?? DEFAULT_TIMEOUT_S;
  const memoryMb = options.memoryMb ?? DEFAULT_MEMORY_MB;
  const jobs = options.jobs ?? availableParallelism();
  if (!(timeoutS > 0) || !Number.isFinite(timeoutS)) throw badOption('timeoutS', timeoutS);
  if (!Number.isInteger(memoryMb) || memoryMb < 64) throw badOption('memoryMb', memoryMb);
  if (!Number.isInteger(jobs) || jobs < 1) throw badOption('jobs', jobs);
  const share = options.share ?? DEFAULT_SHARE;
  if (!Number.isInteger(share) || share < 1 || share > 1024) throw badOption('share', share);
  const logger = options.logger ?? createLogger();

  // The one place the oracle reads the environment: EXECRET_PYTHON, below the explicit option.
  const python = resolvePython(options.python, process.env.EXECRET_PYTHON);
  const harness = pythonHarness();
  let plan = planSandbox(options.sandbox ?? 'auto', python.executable);
  if (options.unprivileged === false && plan.uid >= 0) {
    plan = {
      ...plan,
      uid: -1,
      gid: -1,
      isolation: {
        ...plan.isolation,
        mechanisms: plan.isolation.mechanisms.filter((m) => m !== 'unprivileged-uid'),
      },
    };
  }
  if (plan.isolation.missing.length) {
    logger.once(
      `isolation:${plan.mode}`,
      `snippets run with isolation level "${plan.isolation.level}" (${plan.mode}); missing: ${plan.isolation.missing.join('; ')}`,
    );
  }
  const cache = options.cache ? new OutcomeCache(options.cache) : undefined;
  const runtimes: RuntimeInfo[] = [
    { language: 'python', executable: python.executable, version: python.label },
  ];
  return new PythonOracle(
    { timeoutS, memoryMb, jobs },
    plan,
    runtimes,
    harness,
    python.executable,
    cache,
    options.onProgress,
    options.maxProcs ?? 256,
    share,
  );
}

function badOption(name: string, value: unknown): ExecretError {
  return new ExecretError('E_USAGE', `oracle option ${name}: invalid value ${JSON.stringify(value)}`);
}

class PythonOracle implements Oracle {
  readonly isolation: IsolationInfo;
  readonly view: FsView | undefined;
  private readonly workers: (Worker | undefined)[] = [];
  private readonly spec: WorkerSpec;
  private hostWorkroot: string | undefined;
  private closed = false;
  private tail: Promise<void> = Promise.resolve();

  constructor(
    readonly limits: { timeoutS: number; memoryMb: number; jobs: number },
    private readonly plan: SandboxPlan,
    readonly runtimes: RuntimeInfo[],
    private readonly harness: { source: string; version: string },
    python: string,
    private readonly cache: OutcomeCache | undefined,
    private readonly onProgress: ((done: number, total: number) => void) | undefined,
    maxProcs: number,
    share: number,
  ) {
    this.isolation = plan.isolation;
    this.view = plan.view;
    if (!plan.privateTmp) {
      // Outside bwrap the suites' throwaway directories live under a host temp dir that close() removes.
      this.hostWorkroot = mkdtempSync(join(tmpdir(), 'execret-work-'));
      chmodSync(this.hostWorkroot, 0o711);
    }
    this.spec = {
      python,
      harnessSource: harness.source,
      plan,
      workroot: this.hostWorkroot ?? '/tmp',
      timeoutS: limits.timeoutS,
      memoryMb: limits.memoryMb,
      maxProcs,
      share,
    };
  }

  key(s: Suite): string {
    return outcomeKey({
      harness: this.harness.version,
      runtime: this.runtimes[0].version,
      // the mechanisms too: what a snippet can see and do (the file-system view among them) can change its outcome
      isolation: `${this.isolation.level}:${this.isolation.mechanisms.join(',')}`,
      language: s.language,
      code: s.code,
      setup: s.setup ?? '',
      tests: s.tests,
      timeoutS: s.timeoutS ?? this.limits.timeoutS,
      memoryMb: this.limits.memoryMb,
      ...(s.failFast ? { failFast: true as const } : {}),
    });
  }

  /** Calls are queued: each run has the workers to itself. */
  run(suites: readonly Suite[]): Promise<SuiteResult[]> {
    const result = this.tail.then(() => this.runNow(suites));
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  private async runNow(suites: readonly Suite[]): Promise<SuiteResult[]> {
    if (this.closed) throw new ExecretError('E_INTERNAL', 'oracle.run() after close()');
    for (const s of suites) {
      if (s.timeoutS !== undefined && !(s.timeoutS > 0 && Number.isFinite(s.timeoutS))) {
        throw badOption(`timeoutS of suite ${s.snippet}`, s.timeoutS);
      }
      if (s.language !== 'python') {
        throw new ExecretError(
          'E_RUNTIME',
          `no runner for language "${s.language}" yet (snippet ${s.snippet})`,
          {
            hint: 'the oracle runs Python snippets; JavaScript support is planned',
          },
        );
      }
    }
    const total = suites.length;
    const results: SuiteResult[] = new Array(total);
    let done = 0;
    const tick = () => this.onProgress?.(++done, total);

    // Cache hits first; identical suites (same key) run once.
    const keys = suites.map((s) => this.key(s));
    const firstOfKey = new Map<string, number>();
    const toRun: number[] = [];
    const copies: [number, number][] = [];
    for (let i = 0; i < total; i++) {
      const hit = this.cache?.get(keys[i]);
      const n = suites[i].tests.length;
      if (hit && (hit.length === n || (suites[i].failFast && hit.length > 0 && hit.length < n))) {
        results[i] = makeResult(suites[i], hit, true);
        tick();
        continue;
      }
      const first = firstOfKey.get(keys[i]);
      if (first !== undefined) copies.push([i, first]);
      else {
        firstOfKey.set(keys[i], i);
        toRun.push(i);
      }
    }

    // Each lane keeps a worker busy with several suites in flight (the server batches what has arrived, and
    // suites that share a process need company). A suite handed back unrun by a dying worker runs again.
    let next = 0;
    const retry: number[] = [];
    const window = Math.max(2, 2 * this.spec.share);
    const take = (): number | undefined =>
      retry.length ? retry.shift() : next < toRun.length ? toRun[next++] : undefined;
    const lane = async (slot: number): Promise<void> => {
      let startFailures = 0;
      const inFlight = new Set<Promise<void>>();
      for (;;) {
        while (inFlight.size < window && (retry.length > 0 || next < toRun.length)) {
          let worker = this.workers[slot];
          if (!worker || !worker.alive) {
            if (inFlight.size > 0) break; // let the dead worker's suites come back first
            try {
              worker = await Worker.start({ ...this.spec, uid: workerUid(slot) });
            } catch (e) {
              if (++startFailures >= MAX_START_FAILURES) {
                throw new ExecretError(
                  'E_RUNTIME',
                  `the Python sandbox worker cannot start: ${(e as Error).message}`,
                  {
                    hint: 'check --python / EXECRET_PYTHON, or try --sandbox none to rule out the isolation tool',
                    cause: e,
                  },
                );
              }
              continue;
            }
            this.workers[slot] = worker;
          }
          // Another lane may have taken the last suites while this one was starting its worker.
          const i = take();
          if (i === undefined) break;
          const s = suites[i];
          const done: Promise<void> = worker
            .run({ code: s.code, setup: s.setup, tests: s.tests, timeoutS: s.timeoutS, failFast: s.failFast })
            .then((outcomes) => {
              inFlight.delete(done);
              if (outcomes === undefined) {
                retry.push(i);
                return;
              }
              startFailures = 0;
              results[i] = makeResult(s, outcomes, false);
              this.cache?.put(keys[i], outcomes);
              tick();
            });
          inFlight.add(done);
        }
        if (inFlight.size === 0) {
          if (retry.length === 0 && next >= toRun.length) return;
          continue;
        }
        await Promise.race(inFlight);
      }
    };
    const lanes = Math.max(1, Math.min(this.limits.jobs, toRun.length));
    await Promise.all(Array.from({ length: lanes }, (_, slot) => lane(slot)));
    for (const [i, first] of copies) {
      results[i] = { ...makeResult(suites[i], results[first].tests, results[first].cached) };
      tick();
    }
    this.cache?.flush();
    return results;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.tail; // let queued runs finish
    if (this.closed) return;
    this.closed = true;
    await Promise.all(this.workers.map((w) => w?.close()));
    this.cache?.close();
    if (this.hostWorkroot) rmSync(this.hostWorkroot, { recursive: true, force: true });
  }
}

function makeResult(s: Suite, tests: readonly TestOutcome[], cached: boolean): SuiteResult {
  return {
    snippet: s.snippet,
    task: s.task,
    tests: tests.map((t) => ({ status: t.status, ms: t.ms, message: t.message })),
    passed: tests.every((t) => t.status === 'passed'),
    cached,
  };
}

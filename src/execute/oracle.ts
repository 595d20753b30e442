import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExecretError } from '../core/errors.js';
import { createLogger } from '../core/log.js';
import { OutcomeCache, outcomeKey } from './cache.js';
import type { FsView } from './fs-view.js';
import { resolveSandboxOptions, type ResolvedSandboxOptions } from './options.js';
import { WorkerPool } from './pool.js';
import { pythonRuntime, type RuntimeDescription } from './runtime.js';
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
import type { Job } from './worker.js';

/**
 * Start the execution oracle: resolve the options, the interpreter and the sandbox, open the cache. Workers (warm
 * fork servers) start lazily on the first run and are reused until close().
 */
export async function createOracle(options: OracleOptions = {}): Promise<Oracle> {
  const limits = resolveSandboxOptions(options);
  const logger = options.logger ?? createLogger();
  // The one place the oracle reads the environment: EXECRET_PYTHON, below the explicit option.
  const runtime = pythonRuntime(limits.python, process.env.EXECRET_PYTHON);
  const plan = withoutUidDrop(planSandbox(limits.sandbox, runtime), options.unprivileged === false);
  if (plan.isolation.missing.length) {
    logger.once(
      `isolation:${plan.mode}`,
      `snippets run with isolation level "${plan.isolation.level}" (${plan.mode}); missing: ${plan.isolation.missing.join('; ')}`,
    );
  }
  return new ExecutionOracle({
    limits,
    plan,
    runtime,
    cache: options.cache ? new OutcomeCache(options.cache) : undefined,
    onProgress: options.onProgress,
  });
}

/** Tests keep the server's uid (for tests of the worker-restart path: a snippet can then kill its server). */
function withoutUidDrop(plan: SandboxPlan, keepUid: boolean): SandboxPlan {
  if (!keepUid || plan.uid < 0) return plan;
  const mechanisms = plan.isolation.mechanisms.filter((m) => m !== 'unprivileged-uid');
  return { ...plan, uid: -1, gid: -1, isolation: { ...plan.isolation, mechanisms } };
}

function badSuite(s: Suite): ExecretError | undefined {
  if (s.timeoutS !== undefined && !(s.timeoutS > 0 && Number.isFinite(s.timeoutS))) {
    return new ExecretError(
      'E_USAGE',
      `oracle option timeoutS of suite ${s.snippet}: invalid value ${JSON.stringify(s.timeoutS)}`,
    );
  }
  if (s.language !== 'python') {
    return new ExecretError(
      'E_RUNTIME',
      `no runner for language "${s.language}" yet (snippet ${s.snippet})`,
      {
        hint: 'the oracle runs Python snippets; JavaScript support is planned',
      },
    );
  }
  return undefined;
}

interface OracleParts {
  limits: ResolvedSandboxOptions;
  plan: SandboxPlan;
  runtime: RuntimeDescription;
  cache: OutcomeCache | undefined;
  onProgress: ((done: number, total: number) => void) | undefined;
}

/** What one run must execute: the first suite of each key not served by the cache, and the copies of it. */
interface RunPlan {
  results: SuiteResult[];
  keys: string[];
  toRun: number[];
  copies: [number, number][];
}

/**
 * The oracle: a worker pool wrapped by the outcome cache and by dedup (identical suites run once). Runs are
 * queued, each having the workers to itself.
 */
class ExecutionOracle implements Oracle {
  readonly isolation: IsolationInfo;
  readonly view: FsView | undefined;
  readonly runtimes: RuntimeInfo[];
  readonly limits: { timeoutS: number; memoryMb: number; jobs: number };
  private readonly pool: WorkerPool;
  private readonly hostWorkroot: string | undefined;
  private closed = false;
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly parts: OracleParts) {
    const { limits, plan, runtime } = parts;
    this.isolation = plan.isolation;
    this.view = plan.view;
    this.runtimes = [{ language: runtime.language, executable: runtime.executable, version: runtime.label }];
    this.limits = { timeoutS: limits.timeoutS, memoryMb: limits.memoryMb, jobs: limits.jobs };
    // Outside bwrap the suites' throwaway directories live under a host temp dir that close() removes.
    this.hostWorkroot = plan.privateTmp ? undefined : mkdtempSync(join(tmpdir(), 'execret-work-'));
    if (this.hostWorkroot) chmodSync(this.hostWorkroot, 0o711);
    this.pool = new WorkerPool({
      runtime,
      plan,
      jobs: limits.jobs,
      limits: {
        timeoutS: limits.timeoutS,
        memoryMb: limits.memoryMb,
        maxProcs: limits.maxProcs,
        share: limits.share,
        uid: plan.uid,
        gid: plan.gid,
        pidNamespace: plan.pidNamespace,
        workroot: this.hostWorkroot ?? '/tmp',
      },
    });
  }

  key(s: Suite): string {
    return outcomeKey({
      harness: this.parts.runtime.harness.version,
      runtime: this.parts.runtime.label,
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
      const bad = badSuite(s);
      if (bad) throw bad;
    }
    let done = 0;
    const tick = () => this.parts.onProgress?.(++done, suites.length);
    const run = this.fromCache(suites, tick);
    await this.pool.run(
      run.toRun.map((i) => toJob(suites[i])),
      (j, outcomes) => {
        const i = run.toRun[j];
        run.results[i] = makeResult(suites[i], outcomes, false);
        this.parts.cache?.put(run.keys[i], outcomes);
        tick();
      },
    );
    for (const [i, first] of run.copies) {
      run.results[i] = makeResult(suites[i], run.results[first].tests, run.results[first].cached);
      tick();
    }
    this.parts.cache?.flush();
    return run.results;
  }

  /** Cache hits first; of the suites with the same key only the first runs, the others copy its outcomes. */
  private fromCache(suites: readonly Suite[], tick: () => void): RunPlan {
    const run: RunPlan = {
      results: new Array(suites.length),
      keys: suites.map((s) => this.key(s)),
      toRun: [],
      copies: [],
    };
    const firstOfKey = new Map<string, number>();
    suites.forEach((s, i) => {
      const hit = this.parts.cache?.get(run.keys[i]);
      const n = s.tests.length;
      if (hit && (hit.length === n || (s.failFast && hit.length > 0 && hit.length < n))) {
        run.results[i] = makeResult(s, hit, true);
        tick();
        return;
      }
      const first = firstOfKey.get(run.keys[i]);
      if (first !== undefined) run.copies.push([i, first]);
      else {
        firstOfKey.set(run.keys[i], i);
        run.toRun.push(i);
      }
    });
    return run;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.tail; // let queued runs finish
    if (this.closed) return;
    this.closed = true;
    await this.pool.close();
    this.parts.cache?.close();
    if (this.hostWorkroot) rmSync(this.hostWorkroot, { recursive: true, force: true });
  }
}

function toJob(s: Suite): Job {
  return { code: s.code, setup: s.setup, tests: s.tests, timeoutS: s.timeoutS, failFast: s.failFast };
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

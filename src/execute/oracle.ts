import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { searchPath } from '../core/env.js';
import { ExecretError } from '../core/errors.js';
import { createLogger, type Logger } from '../core/log.js';
import type { OnProgress } from '../core/progress.js';
import type { LanguageId } from '../core/types.js';
import { getLanguage, type RuntimeId } from '../lang/index.js';
import { OutcomeCache, outcomeKey } from './cache.js';
import type { FsView } from './fs-view.js';
import { resolveSandboxOptions, type ResolvedSandboxOptions } from './options.js';
import { WorkerPool } from './pool.js';
import { nodeRuntime, pythonRuntime, type RuntimeDescription } from './runtime.js';
import { planSandbox, type SandboxPlan } from './sandbox.js';
import { resolvePython } from '../lang/python/runtime.js';
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
import { byCodeUnit } from '../core/order.js';

/**
 * Start the execution oracle: resolve the options, the runtimes of `languages` (default: Python) and their
 * sandboxes, open the cache. A suite of another language starts its runtime when it first comes. Workers (warm
 * servers) start lazily on the first run and are reused until close().
 */
export async function createOracle(options: OracleOptions = {}): Promise<Oracle> {
  const limits = resolveSandboxOptions(options);
  const log = options.log ?? createLogger();
  const oracle = new ExecutionOracle({
    limits,
    log,
    keepUid: options.unprivileged === false,
    cache: options.cache ? new OutcomeCache(options.cache) : undefined,
    onProgress: options.onProgress,
  });
  for (const language of options.languages ?? ['python']) oracle.engineFor(language);
  return oracle;
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
  return undefined;
}

interface OracleParts {
  limits: ResolvedSandboxOptions;
  log: Logger;
  keepUid: boolean;
  cache: OutcomeCache | undefined;
  onProgress: OnProgress | undefined;
}

/** One runtime's share of the oracle: how it is described, sandboxed and pooled. */
interface Engine {
  runtime: RuntimeDescription;
  plan: SandboxPlan;
  pool: WorkerPool;
}

/** The interpreter the caller's environment names (EXECRET_PYTHON), below the explicit option. */
const pythonFromEnv = (limits: ResolvedSandboxOptions): string | undefined => limits.env.EXECRET_PYTHON;

/** The runtime description of each runtime family, resolved once per oracle. */
const RUNTIMES: Readonly<Record<RuntimeId, (limits: ResolvedSandboxOptions) => RuntimeDescription>> =
  Object.freeze({
    python: (limits) => pythonRuntime(limits.python, pythonFromEnv(limits), searchPath(limits.env)),
    node: () => nodeRuntime(),
  });

/** What one run must execute: the first suite of each key not served by the cache, and the copies of it. */
interface RunPlan {
  results: SuiteResult[];
  keys: string[];
  toRun: number[];
  copies: [number, number][];
}

/**
 * The oracle: a worker pool per runtime, wrapped by the outcome cache and by dedup (identical suites run once).
 * Runs are queued, each having the workers to itself.
 */
class ExecutionOracle implements Oracle {
  readonly limits: { timeoutS: number; memoryMb: number; jobs: number };
  private readonly engines = new Map<RuntimeId, Engine>();
  private readonly hostWorkroot: string;
  private closed = false;
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly parts: OracleParts) {
    const { limits } = parts;
    this.limits = { timeoutS: limits.timeoutS, memoryMb: limits.memoryMb, jobs: limits.jobs };
    // Outside bwrap the suites' throwaway directories live under a host temp dir that close() removes.
    this.hostWorkroot = mkdtempSync(join(tmpdir(), 'execret-work-'));
    chmodSync(this.hostWorkroot, 0o711);
  }

  /** The engine that runs `language`'s suites, started on first use (its runtime resolved, its sandbox probed). */
  engineFor(language: LanguageId): Engine {
    const id = getLanguage(language).runtime;
    let engine = this.engines.get(id);
    if (engine) return engine;
    const { limits, log } = this.parts;
    const runtime = RUNTIMES[id](limits);
    const plan = withoutUidDrop(
      planSandbox(limits.sandbox, runtime, searchPath(limits.env)),
      this.parts.keepUid,
    );
    if (plan.isolation.missing.length) {
      log.once(
        `isolation:${plan.mode}`,
        `snippets run with isolation level "${plan.isolation.level}" (${plan.mode}); missing: ${plan.isolation.missing.join('; ')}`,
      );
    }
    const pool = new WorkerPool({
      runtime,
      plan,
      jobs: limits.jobs,
      tmpMb: limits.tmpMb,
      fdCloser: fdCloserFor(runtime, limits),
      limits: {
        timeoutS: limits.timeoutS,
        memoryMb: limits.memoryMb,
        maxProcs: limits.maxProcs,
        share: limits.share,
        uid: plan.uid,
        gid: plan.gid,
        pidNamespace: plan.pidNamespace,
        ipcNamespace: plan.ipcNamespace,
        workroot: plan.privateTmp ? '/tmp' : this.hostWorkroot,
      },
    });
    engine = { runtime, plan, pool };
    this.engines.set(id, engine);
    return engine;
  }

  /** The isolation of every runtime started: one level, the weakest, with the mechanisms they all have. */
  get isolation(): IsolationInfo {
    return combinedIsolation([...this.engines.values()].map((e) => e.plan.isolation));
  }

  /** What snippets see of the host: every runtime's view together (undefined when one sees the whole host). */
  get view(): FsView | undefined {
    return combinedView([...this.engines.values()].map((e) => e.plan.view));
  }

  get runtimes(): RuntimeInfo[] {
    return [...this.engines.values()].map(({ runtime }) => ({
      language: runtime.language,
      executable: runtime.executable,
      version: runtime.label,
    }));
  }

  key(s: Suite): string {
    const { runtime, plan } = this.engineFor(s.language);
    const transform = getLanguage(s.language).transform;
    return outcomeKey({
      harness: runtime.harness.version,
      runtime: transform ? `${runtime.label} + ${transform}` : runtime.label,
      // the mechanisms too: what a snippet can see and do (the file-system view among them) can change its outcome
      isolation: `${plan.isolation.level}:${plan.isolation.mechanisms.join(',')}`,
      language: s.language,
      code: s.code,
      setup: s.setup ?? '',
      ...(s.context ? { context: s.context } : {}),
      tests: s.tests,
      timeoutS: s.timeoutS ?? this.limits.timeoutS,
      memoryMb: this.limits.memoryMb,
      // what a suite may write to its private /tmp (bubblewrap only: elsewhere the host's temp folder holds it)
      ...(plan.privateTmp ? { tmpMb: this.parts.limits.tmpMb } : {}),
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
    const tick = () => this.parts.onProgress?.({ label: 'execute', done: ++done, total: suites.length });
    const run = this.fromCache(suites, tick);
    // one runtime after another, each with every worker
    for (const [id, engine] of this.engines) {
      const mine = run.toRun.filter((i) => getLanguage(suites[i].language).runtime === id);
      if (mine.length === 0) continue;
      await engine.pool.run(
        mine.map((i) => toJob(suites[i])),
        (j, outcomes) => {
          const i = mine[j];
          run.results[i] = makeResult(suites[i], outcomes, false);
          this.parts.cache?.put(run.keys[i], outcomes);
          tick();
        },
      );
    }
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
    await Promise.all([...this.engines.values()].map((e) => e.pool.close()));
    this.parts.cache?.close();
    rmSync(this.hostWorkroot, { recursive: true, force: true });
  }
}

const LEVELS: readonly IsolationInfo['level'][] = ['none', 'partial', 'full'];

/** Several runtimes' isolation as one record; a single runtime's is returned as it is. */
function combinedIsolation(all: readonly IsolationInfo[]): IsolationInfo {
  if (all.length <= 1) return all[0] ?? { level: 'none', mechanisms: [], missing: [] };
  const level = LEVELS[Math.min(...all.map((i) => LEVELS.indexOf(i.level)))];
  const mechanisms = all[0].mechanisms.filter((m) => all.every((i) => i.mechanisms.includes(m)));
  const missing = [...new Set(all.flatMap((i) => i.missing))];
  return { level, mechanisms, missing };
}

function combinedView(all: readonly (FsView | undefined)[]): FsView | undefined {
  if (all.length <= 1 || all.some((v) => v === undefined)) return all.length === 1 ? all[0] : undefined;
  const views = all as FsView[];
  const binds = [...new Set(views.flatMap((v) => v.binds))].sort();
  const links = new Map(views.flatMap((v) => v.symlinks.map(([l, t]) => [l, t] as const)));
  const symlinks = [...links].sort(([a], [b]) => byCodeUnit(a, b));
  return Object.freeze({ binds: Object.freeze(binds), symlinks: Object.freeze(symlinks) });
}

/**
 * The job a worker runs: the suite's code as its runtime executes it. TypeScript is type-stripped here, on the
 * host (transpiling runs none of the code); a part that does not transpile becomes a statement that throws the
 * compiler's SyntaxError, so that its tests error as a JavaScript syntax error makes them.
 */
function toJob(s: Suite): Job {
  const strip = getLanguage(s.language).toRunnable;
  const run = (source: string): string => {
    if (!strip) return source;
    const r = strip(source);
    return 'code' in r
      ? r.code
      : `throw new SyntaxError(${JSON.stringify(r.error.replace(/^SyntaxError: /, ''))});`;
  };
  return {
    code: run(s.code),
    setup: s.setup === undefined ? undefined : run(s.setup),
    ...(s.context ? { context: run(s.context) } : {}),
    tests: s.tests.map(run),
    timeoutS: s.timeoutS,
    failFast: s.failFast,
    group: s.group,
  };
}

/**
 * The CPython that runs the spawn layer's descriptor-closing wrapper (fds.ts): Python's own interpreter, and for
 * other runtimes the one the Python runtime would use, when there is one (else the spawn layer falls back to
 * /dev/null over each inherited descriptor).
 */
function fdCloserFor(runtime: RuntimeDescription, limits: ResolvedSandboxOptions): string | undefined {
  if (runtime.language === 'python') return runtime.executable;
  try {
    return resolvePython(limits.python, pythonFromEnv(limits), searchPath(limits.env)).executable;
  } catch {
    return undefined;
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

/**
 * The open step's judging, started before the first system ranks (docs/open.md, "Cost"): the candidate rule, the
 * sandbox, and the pairs of each system's top `depth` as soon as that system has ranked, so that judging overlaps
 * the evaluation; `finish` applies the rule to every system's rankings and returns the open labels.
 *
 * `threadJudging` does all of it in a worker thread of its own (judge-thread.ts), with an oracle of its own: the
 * evaluation's own work is synchronous for seconds at a time (a pool's ranking, a system's bootstrap), and an
 * oracle in the same thread would hear nothing from its workers until it ended, so they would idle; in a thread of
 * its own the oracle keeps them busy on the other core, and the rule's parsing and the pairs' bookkeeping leave the
 * evaluation's thread too. `localJudging` is the same work in the calling thread (the fallback, and what the thread
 * runs). The labels are the same either way: every pair's outcome is its own.
 */
import { Worker } from 'node:worker_threads';
import type { Logger } from '../../core/log.js';
import type { OnProgress, ProgressEvent } from '../../core/progress.js';
import { createOracle } from '../../execute/oracle.js';
import type { Oracle, OracleOptions } from '../../execute/types.js';
import type { Release } from '../../release/index.js';
import { CandidateRule } from './candidates.js';
import { openLabels, openPairs, type OpenCounts } from './index.js';
import { fromWire, oracleJudge, openLimit, type PairJudge, type WireError } from './judge.js';
import type { OpenQueryLabels } from './labels.js';
import type { ResolvedOpenOptions } from './options.js';
import { readReleaseTasks, referenceTimes, type OpenTask } from './release-extras.js';

/** One system's rankings: each query's ranked corpus ids. */
export type SystemRankings = readonly { query: string; ids: readonly string[] }[];

/** What the judging gives back: values only, so that it crosses a thread boundary as it is. */
export interface JudgingResult {
  /** per query id, its candidates and the passing ones */
  labels: [string, OpenQueryLabels][];
  counts: OpenCounts;
  /** pairs executed now, and served by the outcome cache (not deterministic) */
  executed: number;
  cached: number;
  /** seconds: the candidate rule (made at the start), and waiting for the outcomes after `finish` was called */
  seconds: { candidates: number; execute: number };
}

export interface OpenJudging {
  /** A system's rankings: its candidates start judging now. */
  add(rankings: SystemRankings): void;
  /** Every system's rankings (query id -> each system's ranked ids): the labels, judging what is left. */
  finish(rankings: ReadonlyMap<string, readonly (readonly string[])[]>): Promise<JudgingResult>;
  /**
   * Ends the judging: waits for the oracle call in flight (a phase of a few batches), then ends the sandbox (and the
   * thread, which is stopped if it has not ended 30 s after); pairs not started are not run.
   */
  close(): Promise<void>;
}

/** The settings of a judging: values only (they are posted to the thread). */
export interface JudgingSettings {
  release: Release;
  options: ResolvedOpenOptions;
  /** the sandbox's settings, less what cannot cross a thread (the logger, progress, the suite cache) */
  oracle: Omit<OracleOptions, 'log' | 'onProgress' | 'cache'>;
}

interface JudgingIo {
  log: Logger;
  onProgress?: OnProgress;
}

/** The judging in the calling thread, with an oracle of its own. */
export function localJudging(settings: JudgingSettings, io: JudgingIo): OpenJudging {
  return new LocalJudging(settings, io);
}

class LocalJudging implements OpenJudging {
  private readonly t0 = performance.now();
  private readonly tasks: Map<string, OpenTask>;
  private readonly referenceMs: Map<string, number[]>;
  private readonly queryIndex: Map<string, number>;
  private readonly rule: Promise<CandidateRule>;
  private readonly ruleS: Promise<number>;
  private readonly oracle: Promise<Oracle>;
  private readonly judge: Promise<PairJudge>;
  /** judging started before `finish`: its errors surface there (or at close), never as unhandled rejections */
  private readonly early: Promise<unknown>[] = [];
  private first = true;
  private closed: Promise<void> | undefined;

  constructor(
    private readonly settings: JudgingSettings,
    private readonly io: JudgingIo,
  ) {
    const { release, options } = settings;
    this.tasks = readReleaseTasks(release);
    this.referenceMs = referenceTimes(release, this.tasks);
    this.queryIndex = new Map(release.queries.map((q, i) => [q._id, i]));
    this.rule = CandidateRule.create(release, this.tasks, options);
    this.ruleS = this.rule.then(() => (performance.now() - this.t0) / 1000);
    this.oracle = createOracle({
      ...settings.oracle,
      cache: false,
      log: io.log,
      onProgress: io.onProgress,
      languages: [...new Set(release.queries.map((q) => q.language))],
    });
    this.judge = this.oracle.then((oracle) =>
      oracleJudge(oracle, openLimit(options.capS), {
        cache: options.cache,
        capS: options.capS,
        onProgress: io.onProgress,
      }),
    );
    for (const p of [this.rule, this.ruleS, this.oracle, this.judge]) p.catch(() => undefined);
  }

  /**
   * A system's candidates start judging; the first system's go with the arity sample (a property of the release),
   * in one call, so that a snippet's tests against more queries share its suites.
   */
  add(rankings: SystemRankings): void {
    const withSample = this.first;
    this.first = false;
    const { release } = this.settings;
    const p = Promise.all([this.rule, this.judge]).then(([rule, judge]) => {
      const lists = release.queries.map((_, qi) => (withSample ? [...rule.sample(qi)] : []));
      for (const r of rankings) {
        const qi = this.queryIndex.get(r.query);
        if (qi !== undefined) lists[qi] = [...new Set([...lists[qi], ...rule.ranked(qi, r.ids)])];
      }
      const plan = { queries: lists.map((run) => ({ run })), snippets: rule.snippets };
      return judge.judge(openPairs(plan, release, this.tasks, this.referenceMs).pairs);
    });
    p.catch(() => undefined);
    this.early.push(p);
  }

  async finish(rankings: ReadonlyMap<string, readonly (readonly string[])[]>): Promise<JudgingResult> {
    const { release, options } = this.settings;
    const [rule, judge] = await Promise.all([this.rule, this.judge]);
    const run = await openLabels({
      release,
      tasks: this.tasks,
      rankings,
      referenceMs: this.referenceMs,
      judge,
      rule,
      options,
      log: this.io.log,
    });
    await Promise.all(this.early);
    return {
      labels: [...run.labels],
      counts: run.counts,
      executed: run.executed,
      cached: run.cached,
      seconds: { candidates: (await this.ruleS) + run.seconds.candidates, execute: run.seconds.execute },
    };
  }

  close(): Promise<void> {
    this.closed ??= (async () => {
      try {
        await (await this.judge.catch(() => undefined))?.close();
      } finally {
        await (await this.oracle.catch(() => undefined))?.close();
      }
    })();
    return this.closed;
  }
}

/** Messages from the judging thread (judge-thread.ts). */
export type FromJudgingThread =
  | { type: 'loaded' }
  | { type: 'result'; result: JudgingResult }
  | { type: 'failed'; error: WireError }
  | { type: 'progress'; event: ProgressEvent }
  | { type: 'log'; level: 'info' | 'warn' | 'once'; key?: string; message: string }
  | { type: 'closed' };

/** Messages to it, in this order: start, any number of add, finish, close (close may come at any time). */
export type ToJudgingThread =
  | { type: 'start'; settings: JudgingSettings }
  | { type: 'add'; rankings: SystemRankings }
  | { type: 'finish'; rankings: ReadonlyMap<string, readonly (readonly string[])[]> }
  | { type: 'close' };

/**
 * The thread's entry: judge-thread.js beside this file (compiled), or judge-thread.ts when execret runs from its
 * sources through tsx, whose loader the thread registers first (a worker thread does not inherit it).
 */
function threadSource(): string {
  const ts = import.meta.url.endsWith('.ts');
  const entry = new URL(`./judge-thread.${ts ? 'ts' : 'js'}`, import.meta.url).href;
  if (!ts) return `import(${JSON.stringify(entry)})`;
  const api = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(api)}).then((t) => { t.register(); return import(${JSON.stringify(entry)}); })`;
}

/**
 * The judging in a worker thread. Messages are posted at once (a thread's port keeps them until it listens), so
 * `add` never waits for the thread. When the thread cannot load at all (a bundler or loader that cannot follow
 * its entry file), the judging falls back to `localJudging` in this thread, given the same calls.
 */
export function threadJudging(settings: JudgingSettings, io: JudgingIo): OpenJudging {
  return new ThreadJudging(settings, io);
}

class ThreadJudging implements OpenJudging {
  private readonly worker: Worker;
  /** what was posted, for a fallback to replay */
  private readonly sent: ToJudgingThread[] = [];
  private loaded = false;
  private local: OpenJudging | undefined;
  private readonly result: Promise<JudgingResult>;
  private settle!: { resolve: (r: JudgingResult) => void; reject: (e: unknown) => void };
  private readonly exit: Promise<void>;
  private exited = false;
  private closing: Promise<void> | undefined;

  constructor(
    private readonly settings: JudgingSettings,
    private readonly io: JudgingIo,
  ) {
    this.result = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
    this.result.catch(() => undefined);
    this.worker = new Worker(threadSource(), { eval: true, execArgv: [] });
    this.worker.on('message', (m: FromJudgingThread) => this.heard(m));
    this.worker.on('error', (e) => (this.loaded ? this.settle.reject(e) : this.fallBack(e)));
    this.exit = new Promise((resolve) =>
      this.worker.on('exit', (code) => {
        this.exited = true;
        const why = new Error(`the open judging thread exited (code ${code})`);
        if (this.loaded) this.settle.reject(why);
        else this.fallBack(why);
        resolve();
      }),
    );
    this.post({ type: 'start', settings });
  }

  private post(m: ToJudgingThread): void {
    this.sent.push(m);
    this.worker.postMessage(m);
  }

  private heard(m: FromJudgingThread): void {
    switch (m.type) {
      case 'loaded':
        this.loaded = true;
        return;
      case 'result':
        return this.settle.resolve(m.result);
      case 'failed':
        return this.settle.reject(fromWire(m.error));
      case 'progress':
        return this.io.onProgress?.(m.event);
      case 'log':
        if (m.level === 'once') this.io.log.once(m.key ?? m.message, m.message);
        else this.io.log[m.level](m.message);
        return;
      case 'closed':
        return;
    }
  }

  /** The thread did not load: judge here, replaying what it was given. */
  private fallBack(why: Error): void {
    if (this.local) return;
    // closed already (the evaluation failed, or the thread was stopped): nothing is left to judge
    if (this.closing) return this.settle.reject(why);
    this.io.log.once(
      'open-thread',
      `open: judging in the main thread (the judging thread did not load: ${why.message})`,
    );
    const local = (this.local = localJudging(this.settings, this.io));
    for (const m of this.sent)
      if (m.type === 'add') local.add(m.rankings);
      else if (m.type === 'finish') local.finish(m.rankings).then(this.settle.resolve, this.settle.reject);
  }

  add(rankings: SystemRankings): void {
    if (this.local) this.local.add(rankings);
    else this.post({ type: 'add', rankings });
  }

  finish(rankings: ReadonlyMap<string, readonly (readonly string[])[]>): Promise<JudgingResult> {
    if (this.local) this.local.finish(rankings).then(this.settle.resolve, this.settle.reject);
    else this.post({ type: 'finish', rankings });
    return this.result;
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.local) await this.local.close();
      if (this.exited) return;
      this.worker.postMessage({ type: 'close' } satisfies ToJudgingThread);
      // the thread closes its sandbox, then ends; it is stopped if it has not within a while
      const stop = setTimeout(() => void this.worker.terminate(), 30_000);
      await this.exit;
      clearTimeout(stop);
    })();
    return this.closing;
  }
}

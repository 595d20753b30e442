import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { usageError } from '../core/errors.js';
import { toJsonl } from '../core/jsonl.js';
import { silentLogger, type Logger } from '../core/log.js';
import { withProgress } from '../core/progress.js';
import { lookupOptional } from './languages/index.js';
import { createRng, type Rng } from '../core/rng.js';
import type { Task } from '../core/types.js';
import { TOOL_VERSION } from '../core/version.js';
import { createOracle, pickSandboxOptions } from '../execute/index.js';
import type { Oracle, Suite } from '../execute/types.js';
import { diverseOrder, isFallback, mutateTask } from '../mutate/index.js';
import { loadTasks, toTaskRecord } from '../tasks/load.js';
import { AMPLIFY_DEFAULTS } from './defaults.js';
import { generateCandidates } from './inputs.js';
import { selectTests } from './select.js';
import { AMPLIFY_SUMMARY_VERSION } from './types.js';
import type {
  CallSite,
  AmplifyLanguage,
  AmplifyOptions,
  AmplifyReport,
  AmplifySettings,
  AmplifySummary,
  Candidate,
  RejectReason,
  TaskReport,
  Verdicts,
} from './types.js';

export type * from './types.js';
export { REJECT_REASONS } from './types.js';
export { amplifiers } from './languages/index.js';
export { renderAmplifyReport, renderAmplifySummary } from './report.js';
import { renderAmplifyReport } from './report.js';

export { AMPLIFY_DEFAULTS } from './defaults.js';

interface Config {
  maxTests: number;
  minTests: number;
  seed: number;
  candidates: number;
  mutants: number;
  log: Logger;
}

/** One task on its way through the stages. */
interface Work {
  task: Task;
  lang: AmplifyLanguage | null;
  /** the task's generator: its first round's inputs, then each later round's, in that order */
  rng: Rng;
  /**
   * The mutant sample's generator, forked from `rng` when the task is planned: the sample is drawn while the
   * oracle probes, so a fork taken then would land between the rounds' forks at a point that depends on timing.
   */
  mutantRng: Rng;
  /** the calls of the task's own tests, the seeds of the first round of candidates */
  sites: CallSite[];
  candidates: Candidate[];
  /** candidates before this index have been probed and verified (earlier rounds) */
  checked: number;
  /** the written test of each candidate that survived so far (null: rejected) */
  tests: (string | null)[];
  rejected: Partial<Record<RejectReason, number>>;
  /** set when the reference fails one of its own tests: the task is left as it is */
  brokenReference?: string;
  /** longest reference test, ms (sets the time limit of the mutants' runs) */
  referenceMs: number;
  mutants: number;
  verdicts: Verdicts[] | null;
}

/**
 * `execret amplify`: EvalPlus-style test amplification. For each task: new inputs from type-aware mutation of the
 * inputs of its own tests (and its given `inputs`); the reference, run in the sandbox, gives each its expected
 * value (inputs where it raises, runs out of time, is not deterministic or gives a result with no literal are
 * rejected); each written test must pass when the oracle runs the reference on it; then the tests that kill the
 * most sampled mutants the task's own tests miss are added, greedily, up to `maxTests`. Deterministic for a seed
 * (with the outcome cache, a rerun resumes and gives the same file).
 */
export async function amplify(opts: AmplifyOptions): Promise<AmplifySummary> {
  const t0 = performance.now();
  const tasks = loadTasks(opts.tasksFile).map(toTaskRecord);
  const oracle = await createOracle({
    ...pickSandboxOptions(opts),
    cache: opts.cache,
    log: opts.log,
    onProgress: withProgress(opts.onProgress, { label: 'amplify' }),
  });
  let result: Awaited<ReturnType<typeof amplifyTasks>>;
  try {
    result = await amplifyTasks(tasks, oracle, opts);
  } finally {
    await oracle.close();
  }
  const written = result.tasks.length > 0;
  if (written) {
    mkdirSync(dirname(opts.out), { recursive: true });
    writeFileSync(opts.out, toJsonl(result.tasks.map(toTaskRecord)));
  }
  const { schemaVersion, toolVersion, ...rest } = result.report;
  const timings = { ...rest.timings, total: Math.round(performance.now() - t0) };
  return {
    schemaVersion,
    toolVersion,
    tasksFile: opts.tasksFile,
    out: written ? opts.out : null,
    ...rest,
    timings,
  };
}

/**
 * The same on tasks in memory, with an oracle the caller owns (`build --amplify` passes the build's own): the
 * amplified tasks (tasks left out are not among them) and the report.
 */
export async function amplifyTasks(
  tasks: readonly Task[],
  oracle: Oracle,
  settings: AmplifySettings = {},
): Promise<{ tasks: Task[]; report: AmplifyReport }> {
  const cfg = resolveConfig(settings);
  const t0 = performance.now();
  const timings: Record<string, number> = {};
  const time = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const r = await fn();
    const ms = Math.round(performance.now() - t);
    timings[name] = (timings[name] ?? 0) + ms;
    cfg.log.info(`amplify: ${name} done (${ms} ms)`);
    return r;
  };
  const work = await time('inputs', () => planAll(tasks.map(toTaskRecord), cfg, createRng(cfg.seed)));
  const execution = { suites: 0, cached: 0 };
  const run = countedOracle(oracle, execution);
  const mutants = sampleMutants(work, cfg, settings.ops);
  for (let round = 0; round <= EXTRA_ROUNDS; round++) {
    const pending = work.filter((w) => w.candidates.length > w.checked);
    if (pending.length === 0) break;
    await time('probe', () => probeAll(run, pending));
    await time('verify', () => verifyAll(run, pending));
    pending.forEach((w) => (w.checked = w.candidates.length));
    if (round < EXTRA_ROUNDS) work.filter((w) => short(w, cfg)).forEach((w) => moreCandidates(w, cfg, round));
  }
  const sampled = await time('mutate', () => mutants);
  await time('kill', () => killAll(run, work, sampled));
  const { tasks: out, report } = finish(work, cfg);
  timings.total = Math.round(performance.now() - t0);
  return { tasks: out, report: { ...report, execution, isolation: oracle.isolation.level, timings } };
}

/**
 * `build --amplify`: amplification as a step before the gate, on the build's own oracle and seed. Structurally a
 * construct PreBuildStep (amplify comes before construct in the pipeline, so it does not import its types).
 */
export function amplifyStep(settings: Omit<AmplifySettings, 'log'> = {}) {
  return {
    name: 'amplify',
    async run(tasks: readonly Task[], ctx: { oracle: Oracle; seed: number; log: Logger }) {
      const r = await amplifyTasks(tasks, ctx.oracle, { seed: ctx.seed, ...settings, log: ctx.log });
      for (const line of renderAmplifyReport(r.report).trimEnd().split('\n')) ctx.log.info(line);
      return r.tasks;
    },
  };
}

function countedOracle(o: Oracle, execution: { suites: number; cached: number }): Oracle {
  return {
    isolation: o.isolation,
    runtimes: o.runtimes,
    limits: o.limits,
    run: async (suites) => {
      const r = await o.run(suites);
      execution.suites += r.length;
      execution.cached += r.filter((x) => x.cached).length;
      return r;
    },
    close: () => o.close(),
  };
}

function resolveConfig(opts: AmplifySettings): Config {
  const d = AMPLIFY_DEFAULTS;
  const cfg = {
    maxTests: opts.maxTests ?? d.maxTests,
    minTests: opts.minTests ?? d.minTests,
    seed: opts.seed ?? d.seed,
    candidates: opts.candidates ?? d.candidates,
    mutants: opts.mutants ?? d.mutants,
    log: opts.log ?? silentLogger,
  };
  for (const k of ['maxTests', 'minTests', 'candidates', 'mutants', 'seed'] as const) {
    if (!Number.isInteger(cfg[k]) || cfg[k] < 0)
      throw usageError(`amplify option ${k}: expected a whole number >= 0, got ${cfg[k]}`);
  }
  if (cfg.minTests > cfg.maxTests)
    throw usageError(`amplify: --min-tests ${cfg.minTests} is more than --max-tests ${cfg.maxTests}`);
  return Object.freeze(cfg);
}

/** Stage 1: the candidate inputs of every task (no execution). */
async function planAll(tasks: Task[], cfg: Config, root: Rng): Promise<Work[]> {
  const out: Work[] = [];
  for (const task of tasks) {
    const lang = lookupOptional(task.language);
    const rng = root.fork(task.id);
    const inputRng = rng.fork('inputs');
    const w: Work = {
      task,
      lang,
      rng,
      mutantRng: rng.fork('mutants'),
      sites: [],
      candidates: [],
      checked: 0,
      tests: [],
      rejected: {},
      referenceMs: 0,
      mutants: 0,
      verdicts: null,
    };
    if (lang && task.tests.length < cfg.maxTests) {
      const sites = await lang.callSites(task);
      const given = await lang.givenInputs(task, sites);
      w.sites = sites;
      w.candidates = generateCandidates(sites, given, cfg.candidates, inputRng, lang.renderArguments);
    } else if (!lang)
      cfg.log.once(
        `amplify-${task.language}`,
        `no amplifier for ${task.language} yet: its tasks pass through unchanged`,
      );
    out.push(w);
  }
  return out;
}

/**
 * Rounds of new candidates for a task still short of --min-tests after the first (inputs of a narrow domain, such
 * as dates, mostly make the reference raise): mutations of the candidates that worked, which are more likely to
 * be valid inputs again.
 */
export const EXTRA_ROUNDS = 2;

function valid(w: Work): number {
  return w.tests.filter((t) => t !== null).length;
}

function short(w: Work, cfg: Config): boolean {
  return w.lang !== null && !w.brokenReference && w.task.tests.length + valid(w) < cfg.minTests;
}

function moreCandidates(w: Work, cfg: Config, round: number): void {
  const worked: CallSite[] = w.candidates.flatMap((c, i) =>
    w.tests[i] ? [{ args: c.args, template: c.template }] : [],
  );
  const tried = new Set(w.candidates.map((c) => c.text));
  const more = generateCandidates(
    [...worked, ...w.sites],
    [],
    cfg.candidates,
    w.rng.fork(`inputs-${round + 1}`),
    w.lang!.renderArguments,
    tried,
  );
  w.candidates.push(...more.map((c) => ({ ...c, origin: 'mutated' as const })));
}

function reject(w: Work, i: number, reason: RejectReason): void {
  w.tests[i] = null;
  w.rejected[reason] = (w.rejected[reason] ?? 0) + 1;
}

/** Stage 2: the reference on every candidate; the written test of each value it gives. */
async function probeAll(oracle: Oracle, work: Work[]): Promise<void> {
  const fresh = (w: Work) => w.candidates.slice(w.checked);
  const suites = await Promise.all(work.map((w) => w.lang!.probeSuite(w.task, fresh(w))));
  const results = await oracle.run(suites);
  for (const [k, w] of work.entries()) {
    const probes = w.lang!.readProbes(w.task, fresh(w), results[k].tests);
    const seen = new Set([...w.task.tests, ...w.tests.filter((t): t is string => t !== null)]);
    for (const [j, p] of probes.entries()) {
      const i = w.checked + j;
      if (p.kind === 'rejected') {
        reject(w, i, p.reason);
        continue;
      }
      const value = await w.lang!.parseLiteral(p.literal);
      const c = w.candidates[i];
      const test = value && (p.template ?? c.template).test(c.text, value, w.task.atol);
      if (!value) reject(w, i, 'unwritable');
      else if (!test) reject(w, i, 'noTolerance');
      else if (seen.has(test)) w.tests[i] = null;
      else {
        seen.add(test);
        w.tests[i] = test;
      }
    }
  }
}

/** Stage 3: the reference on its own tests and every written test, as the oracle runs tests; failures go. */
async function verifyAll(oracle: Oracle, work: Work[]): Promise<void> {
  const fresh = (w: Work) => w.tests.slice(w.checked).filter((t): t is string => t !== null);
  const pending = work.filter((w) => fresh(w).length);
  const suites: Suite[] = pending.map((w) => ({
    snippet: w.task.id,
    task: w.task.id,
    language: w.task.language,
    code: w.task.code,
    setup: w.task.setup,
    ...(w.task.context ? { context: w.task.context } : {}),
    tests: [...w.task.tests, ...fresh(w)],
  }));
  const results = await oracle.run(suites);
  for (const [k, w] of pending.entries()) {
    const outcomes = results[k].tests;
    const own = outcomes.slice(0, w.task.tests.length);
    const bad = own.findIndex((o) => o.status !== 'passed');
    if (bad >= 0) w.brokenReference = `test ${bad} of the task ${own[bad].status} on its reference`;
    w.referenceMs = Math.max(w.referenceMs, ...outcomes.map((o) => o.ms));
    let j = w.task.tests.length;
    for (let i = w.checked; i < w.tests.length; i++) {
      if (w.tests[i] === null) continue;
      if (outcomes[j++]?.status !== 'passed') reject(w, i, 'failsAlone');
    }
  }
}

/**
 * CPU seconds per test for a mutant in the kill run: ten times the slowest reference test, within [floorS, capS].
 * A test that runs out of that limit runs again under capS before it is judged (the kit does it), so the limit sets
 * how soon a loop is found out and the cap what the verdict is, as a build judges at its cap (judgedAtCap).
 */
export const KILL_TIME_LIMIT = Object.freeze({ floorS: 0.02, factor: 10, capS: 0.5 });

export function killLimitS(referenceMs: number): number {
  const { floorS, factor, capS } = KILL_TIME_LIMIT;
  return Math.min(capS, Math.max(floorS, (factor * referenceMs) / 1000));
}

/**
 * The mutants each task's added tests are chosen to kill: a seeded, diversity-first sample (as the build screens
 * them) of all candidates. Generated while the oracle probes and verifies (it yields between tasks), since making
 * candidates is the main thread's work and running suites the workers'.
 */
async function sampleMutants(
  work: Work[],
  cfg: Config,
  ops: string[] | undefined,
): Promise<Map<Work, string[]>> {
  const out = new Map<Work, string[]>();
  for (const w of work) {
    await new Promise((resolve) => setImmediate(resolve));
    if (!w.lang || cfg.mutants === 0) continue;
    // The fallback operators' candidates are left out, as the build screens them only for a task left short.
    const all = (await mutateTask(w.task, { ops })).filter((m) => !isFallback(m, w.task.language));
    out.set(
      w,
      diverseOrder(all, w.mutantRng)
        .slice(0, cfg.mutants)
        .map((m) => m.code),
    );
  }
  return out;
}

/** Stage 4: the sampled mutants (and the reference) against the task's own tests and the written ones. */
async function killAll(oracle: Oracle, work: Work[], mutants: Map<Work, string[]>): Promise<void> {
  const pending = work.filter(
    (w) => w.lang && !w.brokenReference && w.tests.some((t) => t !== null) && mutants.get(w)?.length,
  );
  const testLists = pending.map((w) => [...w.task.tests, ...w.tests.filter((t): t is string => t !== null)]);
  const suites = pending.map((w, k) => {
    w.mutants = mutants.get(w)!.length;
    const snippets = [w.task.code, ...mutants.get(w)!];
    return w.lang!.killSuite(w.task, testLists[k], w.task.tests.length, snippets, {
      limitS: killLimitS(w.referenceMs),
      capS: KILL_TIME_LIMIT.capS,
    });
  });
  const results = await oracle.run(suites);
  for (const [k, w] of pending.entries()) {
    const [ref, ...rest] = w.lang!.readKills(results[k].tests, w.mutants + 1, testLists[k].length);
    // the reference must pass every test in the kit too, or the kill data cannot be trusted
    if (ref && /^p*$/.test(ref) && rest.every((v): v is string => v !== null)) w.verdicts = rest;
  }
}

/** Stage 5: choose the added tests, write the tasks, and sum up. */
function finish(
  work: Work[],
  cfg: Config,
): { tasks: Task[]; report: Omit<AmplifyReport, 'timings' | 'execution' | 'isolation'> } {
  const out: Task[] = [];
  const perTask: TaskReport[] = [];
  const dropped: { task: string; reason: string }[] = [];
  const rejected: Partial<Record<RejectReason, number>> = {};
  let mutants = 0;
  let before = 0;
  let after = 0;
  for (const w of work) {
    const { tests, report } = chooseFor(w, cfg);
    const { inputs: _i, atol: _a, ...task } = w.task;
    for (const [k, n] of Object.entries(w.rejected))
      rejected[k as RejectReason] = (rejected[k as RejectReason] ?? 0) + n;
    if (report.killedBefore !== null && report.killedAfter !== null) {
      mutants += report.mutants;
      before += report.killedBefore;
      after += report.killedAfter;
    }
    const short = w.lang && tests.length < cfg.minTests;
    if (short || w.brokenReference) {
      report.dropped =
        w.brokenReference ?? `only ${tests.length} tests (fewer than --min-tests ${cfg.minTests})`;
      dropped.push({ task: w.task.id, reason: report.dropped });
    } else out.push({ ...task, tests });
    perTask.push(report);
  }
  const report = {
    schemaVersion: AMPLIFY_SUMMARY_VERSION as typeof AMPLIFY_SUMMARY_VERSION,
    toolVersion: TOOL_VERSION,
    seed: cfg.seed,
    options: {
      maxTests: cfg.maxTests,
      minTests: cfg.minTests,
      candidates: cfg.candidates,
      mutants: cfg.mutants,
    },
    tasks: work.length,
    written: out.length,
    dropped,
    testsBefore: work.reduce((a, w) => a + w.task.tests.length, 0),
    testsAfter: out.reduce((a, t) => a + t.tests.length, 0),
    rejected,
    killRate: { mutants, before: mutants ? before / mutants : 0, after: mutants ? after / mutants : 0 },
    perTask,
  };
  return { tasks: out, report };
}

/** The task's tests after amplification, and its line of the report. */
function chooseFor(w: Work, cfg: Config): { tests: string[]; report: TaskReport } {
  const own = w.task.tests;
  const written = w.tests.filter((t): t is string => t !== null);
  const room = Math.max(0, cfg.maxTests - own.length);
  const atLeast = Math.max(0, cfg.minTests - own.length);
  let chosen: number[];
  let killedBefore: number | null = null;
  let killedAfter: number | null = null;
  if (w.verdicts) {
    const s = selectTests(w.verdicts, own.length, written.length, room, atLeast);
    ({ chosen, killedBefore, killedAfter } = s);
  } else {
    chosen = written.map((_, j) => j).slice(0, Math.min(room, Math.max(atLeast, 3)));
  }
  const tests = w.brokenReference ? own : [...own, ...chosen.map((j) => written[j])];
  return {
    tests,
    report: {
      task: w.task.id,
      testsBefore: own.length,
      testsAfter: tests.length,
      candidates: w.candidates.length,
      rejected: w.rejected,
      mutants: w.mutants,
      killedBefore,
      killedAfter,
    },
  };
}

/**
 * Running the open candidates: each (query, snippet) pair is a probe of the gate's cross-execution
 * (src/construct/cross/probes.ts), in the same sandbox under the gate's probe time limits. Each test runs in a
 * fresh namespace: the query's task's module context (a repository task's; as the suite's `context`, so that the
 * snippet's own definitions win over its siblings' names), the snippet after its own task's module context, the
 * query's entry point bound to the snippet's own function, the query's setup, then the test. Tests run in
 * OPEN_PHASES phases (test 0, test 1, the rest), each only for the pairs that passed every test so far: a pair
 * that fails a test is not relevant. A snippet that loops, crashes or raises simply does not pass.
 *
 * Every pair's outcome is cached in the oracle's SQLite file (OutcomeCache) under its own key, so a second run,
 * or a run with one more system, executes only the pairs it has not seen. */
import { sha256, stableStringify } from '../../core/hash.js';
import type { OnProgress } from '../../core/progress.js';
import type { TestOutcome, Oracle, Suite, SuiteResult } from '../../execute/types.js';
import { withRun } from '../../construct/oracle-wrap.js';
import { OutcomeCache } from '../../execute/cache.js';
import { runProbes, type Probe, type ProbeLimit } from '../../construct/cross/probes.js';
import { TOOL_VERSION } from '../../core/version.js';
import type { OpenTask } from './release-extras.js';

/** One pair to judge: a snippet's code and entry point, and the query's task. */
export interface OpenPair {
  snippet: { id: string; task: string; code: string; entry: string; context?: string };
  target: OpenTask;
  referenceMs: readonly number[];
}

export interface PairOutcome {
  passed: boolean;
  /** the first test that did not pass (absent when all passed) */
  failure?: { test: number; status: TestOutcome['status'] };
  cached: boolean;
  /** not run: the outcome of a pair with the same key (same code, binding and tests) run in this call */
  copied?: boolean;
}

/**
 * Test phases (runProbes): test 0 alone, test 1 alone, then every test left. Most pairs fail their first test and
 * most survivors their second; a phase a test index would cost a suite (a fork) per surviving snippet per test.
 */
export const OPEN_PHASES = 3;

/** Pairs per batch: outcomes are cached after each, so an interrupted run keeps what it finished. */
export const OPEN_BATCH = 4000;

/**
 * Batches judged at once. Their oracle calls are joined (`joined`): a batch's phase waits for the one before it,
 * and its re-runs after a time-out are a handful of suites, so one batch alone leaves the workers idle at each
 * step; with several, each oracle call carries the steps of every batch that is waiting.
 */
export const OPEN_CONCURRENT_BATCHES = 4;

/**
 * The same oracle, where run() calls that wait while another is running go to the oracle together, as one call,
 * each caller getting its own suites' results. Nothing about a suite changes: its group, limits and code are its
 * own, and the oracle runs each suite as it would alone (suites of different groups never share a process).
 */
export function joined(oracle: Oracle): Oracle {
  let waiting: { suites: readonly Suite[]; done: (r: SuiteResult[]) => void; fail: (e: unknown) => void }[] =
    [];
  let busy = false;
  const pump = (): void => {
    if (busy || waiting.length === 0) return;
    busy = true;
    const calls = waiting;
    waiting = [];
    oracle
      .run(calls.flatMap((c) => c.suites))
      .then(
        (results) => {
          let k = 0;
          for (const c of calls) {
            c.done(results.slice(k, k + c.suites.length));
            k += c.suites.length;
          }
        },
        (e: unknown) => calls.forEach((c) => c.fail(e)),
      )
      .finally(() => {
        busy = false;
        // let the callers just answered make their next calls first, so that they join the next run
        setImmediate(pump);
      });
  };
  return withRun(
    oracle,
    (suites) =>
      new Promise<SuiteResult[]>((done, fail) => {
        waiting.push({ suites, done, fail });
        setImmediate(pump);
      }),
  );
}

/**
 * The code a candidate runs as: its task's module context (when the task has one), then the snippet. The one
 * place the context goes in; when the oracle's Suite takes a `context` field of its own, it moves there.
 */
export function candidateCode(snippet: { code: string; context?: string }): string {
  return snippet.context ? `${snippet.context}\n${snippet.code}` : snippet.code;
}

/** The probe of a pair: the query's entry point bound to the snippet's own function when the names differ. */
function toProbe(p: OpenPair): Probe {
  const probe: Probe = {
    snippet: { id: p.snippet.id, task: p.snippet.task, code: candidateCode(p.snippet) },
    target: p.target,
    referenceMs: p.referenceMs,
  };
  return p.snippet.entry !== p.target.entry_point ? { ...probe, alias: p.snippet.entry } : probe;
}

/**
 * Everything that can change a pair's outcome. The time limit is the cap the verdict is judged under (`capS`: a
 * time-out below it runs again under it, so the probe limits from measured reference times only decide how soon a
 * loop is found out); without a cap, the probe limits themselves.
 */
function pairKey(p: Probe, oracle: Oracle, limitOf: ProbeLimit, capS: number | undefined): string {
  const runtime = oracle.runtimes.find((r) => r.language === p.target.language) ?? null;
  return sha256(
    stableStringify({
      kind: 'open-pair',
      // 2: the query's module context runs before the snippet, and is part of the key; 3: judged at the cap
      format: 3,
      tool: TOOL_VERSION,
      runtime,
      isolation: `${oracle.isolation.level}:${oracle.isolation.mechanisms.join(',')}`,
      memoryMb: oracle.limits.memoryMb,
      language: p.target.language,
      code: p.snippet.code,
      alias: p.alias ?? null,
      context: p.target.context ?? '',
      setup: p.target.setup ?? '',
      tests: p.target.tests,
      ...(capS !== undefined ? { capS } : { limits: p.referenceMs.map((ms) => limitOf(ms)) }),
    }),
  );
}

/** A pair's outcome as cached: the tests that ran, every one `passed` but the last when it failed. */
function toOutcomes(o: Omit<PairOutcome, 'cached'>, tests: number): TestOutcome[] {
  if (o.passed) return Array.from({ length: tests }, () => ({ status: 'passed', ms: 0, message: '' }));
  const f = o.failure!;
  return [
    ...Array.from({ length: f.test }, () => ({ status: 'passed' as const, ms: 0, message: '' })),
    { status: f.status, ms: 0, message: '' },
  ];
}

function fromOutcomes(t: readonly TestOutcome[], tests: number): Omit<PairOutcome, 'cached'> | undefined {
  const bad = t.findIndex((x) => x.status !== 'passed');
  if (bad < 0) return t.length === tests ? { passed: true } : undefined;
  return bad === t.length - 1 ? { passed: false, failure: { test: bad, status: t[bad].status } } : undefined;
}

/**
 * The oracle group of a pair's suites: the snippet's task. Suites of one group may share a forked process
 * (docs/sandbox.md), so a process holds the snippets of one task entry only (its canonical and distractors,
 * trusted as a whole, as a build's groups are), run against other tasks' tests; no snippet shares a process with
 * another task's snippet, so none can reach another task's snippet's verdict.
 */
export function openGroup(p: Probe): string {
  return `open:${p.snippet.task}`;
}

/** Judge every pair (cache first); results in input order. */
export async function runPairs(
  oracle: Oracle,
  pairs: readonly OpenPair[],
  limit: ProbeLimit,
  opts: {
    /** the outcome cache: a path (opened and closed here), one already open (shared by several calls), or false */
    cache: string | false | OutcomeCache;
    /**
     * the cap of a suite's time limit (the release's `variantTimeoutS`): a time-out below it runs again under it
     * before it is a verdict (runProbes' `capS`, as the build judges); absent, a time-out under the probe's limit is
     * final
     */
    capS?: number;
    onProgress?: OnProgress;
  },
): Promise<PairOutcome[]> {
  const own = typeof opts.cache === 'string';
  const cache = typeof opts.cache === 'string' ? new OutcomeCache(opts.cache) : opts.cache || undefined;
  try {
    const probes = pairs.map(toProbe);
    const keys = probes.map((p) => pairKey(p, oracle, limit, opts.capS));
    const out: PairOutcome[] = new Array(pairs.length);
    const todo: number[] = [];
    // pairs with the same key (the same code, binding and query tests: a snippet that two tasks hold word for word)
    // run once; the others copy its outcome
    const firstOfKey = new Map<string, number>();
    const copies: [number, number][] = [];
    probes.forEach((p, i) => {
      const hit = cache?.get(keys[i]);
      const o = hit && fromOutcomes(hit, p.target.tests.length);
      if (o) out[i] = { ...o, cached: true };
      else if (firstOfKey.has(keys[i])) copies.push([i, firstOfKey.get(keys[i])!]);
      else {
        firstOfKey.set(keys[i], i);
        todo.push(i);
      }
    });
    // a task's snippets together and each snippet's probes together, so that a snippet's tests share suites and
    // the suites of one task's snippets come one after another (they may share a forked process: OPEN_GROUP)
    const order = (i: number) => [probes[i].snippet.task, probes[i].snippet.id];
    todo.sort((a, b) => {
      const [ta, ia] = order(a);
      const [tb, ib] = order(b);
      return ta < tb ? -1 : ta > tb ? 1 : ia < ib ? -1 : ia > ib ? 1 : a - b;
    });
    let done = pairs.length - todo.length;
    opts.onProgress?.({ label: 'open', done, total: pairs.length });
    const batches: number[][] = [];
    for (let b = 0; b < todo.length; b += OPEN_BATCH) batches.push(todo.slice(b, b + OPEN_BATCH));
    const shared = joined(oracle);
    const judge = async (batch: number[]) => {
      const results = await runProbes(
        shared,
        batch.map((i) => probes[i]),
        limit,
        {
          group: openGroup,
          phases: OPEN_PHASES,
          contextFirst: true,
          // a loop is judged at the cap where it is first met (one run under the cap, not a probe limit and then it)
          ...(opts.capS !== undefined && { capS: opts.capS, capFirst: true }),
        },
      );
      batch.forEach((i, j) => {
        const r = results[j];
        const o = r.passed ? { passed: true } : { passed: false, failure: r.failure };
        out[i] = { ...o, cached: false };
        cache?.put(keys[i], toOutcomes(o, probes[i].target.tests.length));
      });
      cache?.flush();
      done += batch.length;
      opts.onProgress?.({ label: 'open', done, total: pairs.length });
    };
    let nextBatch = 0;
    const worker = async () => {
      while (nextBatch < batches.length) await judge(batches[nextBatch++]);
    };
    await Promise.all(Array.from({ length: Math.min(OPEN_CONCURRENT_BATCHES, batches.length) }, worker));
    for (const [i, first] of copies) out[i] = { ...out[first], copied: true };
    if (copies.length) opts.onProgress?.({ label: 'open', done: pairs.length, total: pairs.length });
    return out;
  } finally {
    if (own) cache?.close();
    else cache?.flush();
  }
}

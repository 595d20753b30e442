/**
 * Open-domain evaluation (`execret eval --open`, docs/open.md): relevance by execution over the whole corpus.
 * Each query's tests run against its candidates (candidates.ts) through the gate's cross-execution
 * (execute.ts); a snippet that passes them all is relevant (open label), and every system's exec@k,
 * execution_precision@k and nDCG@k are reported under those labels beside the planted ones (labels.ts).
 */
import type { Logger } from '../../core/log.js';
import type { Release } from '../../release/index.js';
import { CandidateRule, type CandidatePlan } from './candidates.js';
import type { OpenPair } from './execute.js';
import type { PairJudge } from './judge.js';
import type { OpenQueryLabels } from './labels.js';
import type { ResolvedOpenOptions } from './options.js';
import type { OpenTask } from './release-extras.js';
import { byCodeUnit } from '../../core/order.js';

export { resolveOpenOptions, OPEN_DEFAULTS, type OpenOptions, type ResolvedOpenOptions } from './options.js';
export { openRowMetrics, openSystemMetrics, openMetricNames, type OpenQueryLabels } from './labels.js';
export { readReleaseTasks, readOrigins, referenceTimes, type OpenTask } from './release-extras.js';
export { candidateCode } from './execute.js';

/** What an open run did, for summary.json (`open`): deterministic counts only (seconds go to timings). */
export interface OpenCounts {
  /** (query, snippet of another task) pairs of the same language */
  pairs: number;
  /** of those, ruled out by arity (Python: the entry point cannot take the tests' calls) */
  arityRuledOut: number;
  /** of the rest, ruled out by the result rule (the entry point cannot return what a test expects) */
  resultRuledOut: number;
  /** pairs judged from oracle.jsonl (each query's own snippets) */
  own: number;
  /** candidates of other tasks: from the systems' top `depth`, and from the arity sample */
  ranked: number;
  sampled: number;
  /** candidates from the systems' top `depth` left out by the arity rule, and by the result rule */
  skippedArity: number;
  skippedResult: number;
  /** queries with a passing snippet of another task */
  withDuplicate: number;
}

export interface OpenRun {
  labels: Map<string, OpenQueryLabels>;
  counts: OpenCounts;
  /** pairs executed now, and served by the cache (not deterministic: timings) */
  executed: number;
  cached: number;
  plan: CandidatePlan;
  /** seconds applying the candidate rule, and waiting for the outcomes (timings, not deterministic) */
  seconds: { candidates: number; execute: number };
}

/** Judge every query's candidates; `rankings` maps a query id to each system's ranked ids. */
export async function openLabels(input: {
  release: Release;
  tasks: ReadonlyMap<string, OpenTask>;
  rankings: ReadonlyMap<string, readonly (readonly string[])[]>;
  referenceMs: ReadonlyMap<string, readonly number[]>;
  /** who runs the pairs (judge.ts): pairs it already judged are not run again */
  judge: PairJudge;
  /** the candidate rule, when the caller made it already (the open step makes it before any system ranks) */
  rule?: CandidateRule;
  options: ResolvedOpenOptions;
  log: Logger;
}): Promise<OpenRun> {
  const { release, tasks, options } = input;
  const t0 = performance.now();
  const rule = input.rule ?? (await CandidateRule.create(release, tasks, options));
  const plan = rule.plan(input.rankings);
  const planS = (performance.now() - t0) / 1000;
  const { pairs, owner } = openPairs(plan, release, tasks, input.referenceMs);
  input.log.info(`open: ${pairs.length} (query, snippet) pairs over ${plan.queries.length} queries`);
  const t1 = performance.now();
  const outcomes = await input.judge.judge(pairs);
  const executeS = (performance.now() - t1) / 1000;
  const passed = plan.queries.map(() => [] as string[]);
  outcomes.forEach((o, j) => o.passed && passed[owner[j]].push(pairs[j].snippet.id));
  const labels = new Map<string, OpenQueryLabels>();
  let withDuplicate = 0;
  plan.queries.forEach((c, qi) => {
    const q = release.queries[qi];
    const run = c.run.map((i) => plan.snippets[i].doc._id);
    if (passed[qi].length) withDuplicate++;
    labels.set(q._id, {
      candidates: [...c.own, ...run].sort(byCodeUnit),
      passing: [...new Set([...q.passing, ...passed[qi]])].sort(byCodeUnit),
      ruledOut: c.ruledOut.map((i) => plan.snippets[i].doc._id).sort(byCodeUnit),
    });
  });
  const sum = (f: (c: CandidatePlan['queries'][number]) => number) =>
    plan.queries.reduce((s, c) => s + f(c), 0);
  return {
    labels,
    counts: {
      pairs: plan.pairs.total,
      arityRuledOut: plan.pairs.arityRuledOut,
      resultRuledOut: plan.pairs.resultRuledOut,
      own: sum((c) => c.own.length),
      ranked: sum((c) => c.run.length - c.sampled),
      sampled: sum((c) => c.sampled),
      skippedArity: sum((c) => c.skippedArity),
      skippedResult: sum((c) => c.skippedResult),
      withDuplicate,
    },
    executed: outcomes.filter((o) => !o.cached && !o.copied).length,
    cached: outcomes.filter((o) => o.cached).length,
    plan,
    seconds: { candidates: planS, execute: executeS },
  };
}

/**
 * The (query, snippet) pairs a candidate plan runs, query by query, and the query index of each: the snippet with
 * its own task's module context, against the query's task and its reference times.
 */
export function openPairs(
  plan: { queries: readonly { run: readonly number[] }[]; snippets: CandidatePlan['snippets'] },
  release: Release,
  tasks: ReadonlyMap<string, OpenTask>,
  referenceMs: ReadonlyMap<string, readonly number[]>,
): { pairs: OpenPair[]; owner: number[] } {
  const pairs: OpenPair[] = [];
  const owner: number[] = [];
  plan.queries.forEach((c, qi) => {
    const target = tasks.get(release.queries[qi].task)!;
    for (const i of c.run) {
      const s = plan.snippets[i];
      const context = tasks.get(s.doc.task)?.context;
      pairs.push({
        snippet: {
          id: s.doc._id,
          task: s.doc.task,
          code: s.doc.text,
          entry: s.entry,
          ...(context && { context }),
        },
        target,
        referenceMs: referenceMs.get(target.id) ?? target.tests.map(() => 0),
      });
      owner.push(qi);
    }
  });
  return { pairs, owner };
}

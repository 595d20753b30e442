/**
 * The open step of `evaluate` (docs/open.md): after every system is ranked, judge each query's candidates by
 * execution, put the open labels and metrics on every row and system, and compute the prevalence document.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../../core/log.js';
import type { OnProgress } from '../../core/progress.js';
import type { OracleOptions } from '../../execute/types.js';
import { createOracle } from '../../execute/oracle.js';
import { PROBE_TIME_LIMIT } from '../../construct/cross/probes.js';
import { screeningTimeLimit } from '../../construct/suites.js';
import { DEFAULT_VARIANT_TIMEOUT_S } from '../../construct/config.js';
import type { Release } from '../../release/index.js';
import type { Retriever } from '../../retrieve/types.js';
import { languagePools, taskLanguages } from '../languages.js';
import type { MetricValue, PerQueryRow, SystemSummary } from '../results.js';
import { openLabels, type OpenCounts, type OpenRun } from './index.js';
import { openRowMetrics, openSystemMetrics, type OpenQueryLabels } from './labels.js';
import { resolveOpenOptions, type OpenOptions, type ResolvedOpenOptions } from './options.js';
import { computePrevalence, PREVALENCE_FILE, type Prevalence, type SimilarityMeasure } from './prevalence.js';
import { readOrigins, readReleaseTasks, referenceTimes, type OpenTask } from './release-extras.js';
import { nearestByTokens, TokenForms } from './similarity.js';

export type { OpenOptions } from './options.js';

/** The rule, as summary.json records it. */
export const OPEN_RULE =
  "a snippet is relevant (open label) when it passes every test of the query's task, called through the query's entry point; candidates: the query's own snippets, every system's top `depth`, and `sample` more whose entry point accepts the tests' calls (seeded); Python snippets whose entry point cannot take the tests' calls are not run (the call would raise TypeError)";

/** summary.json `open`. */
export interface OpenSummary {
  rule: string;
  depth: number;
  sample: number;
  seed: number;
  counts: OpenCounts;
  /** the prevalence document in the results folder, and its headline */
  prevalence: { file: string; planted: boolean; duplicateShare: number };
}

export interface OpenStepResult {
  summary: OpenSummary;
  prevalence: Prevalence;
  seconds: number;
  /** seconds per part of the step: finding candidates, judging them, prevalence (the rest: the sandbox's start) */
  stages: { candidates: number; execute: number; prevalence: number };
  executed: number;
  cached: number;
}

export async function openStep(input: {
  release: Release;
  options: OpenOptions;
  seed: number;
  ks: readonly number[];
  bootstrap: { seed: number; replicates: number };
  systems: SystemSummary[];
  perQuery: Record<string, PerQueryRow[]>;
  /** the sandbox settings of the evaluation's oracle (the open step runs its own, without the suite cache) */
  oracleOptions?: OracleOptions;
  retrievers: readonly { name: string; retriever: Retriever }[];
  out?: string;
  cache?: string | false;
  onProgress?: OnProgress;
  log: Logger;
}): Promise<OpenStepResult> {
  const t0 = performance.now();
  const { release, log } = input;
  const options = resolveOpenOptions(input.options, input.seed);
  const tasks = readReleaseTasks(release);
  const rankings = new Map<string, string[][]>();
  for (const s of input.systems)
    for (const r of input.perQuery[s.name])
      (rankings.get(r.query) ?? rankings.set(r.query, []).get(r.query)!).push(r.ranking.map((e) => e.id));
  const capS = Number(
    (release.manifest?.options as { variantTimeoutS?: unknown } | undefined)?.variantTimeoutS ??
      DEFAULT_VARIANT_TIMEOUT_S,
  );
  const run = await judge(input, options, tasks, rankings, capS);
  log.info(
    `open: judged in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${run.executed} pairs run, ${run.cached} from the cache; ${run.counts.withDuplicate} queries have a passing snippet of another task`,
  );
  for (const s of input.systems) {
    input.perQuery[s.name] = input.perQuery[s.name].map((r) =>
      withOpen(r, run.labels.get(r.query)!, input.ks),
    );
    s.open = { metrics: openSystemMetrics(input.perQuery[s.name], input.ks, input.bootstrap) };
  }
  const t1 = performance.now();
  const measures = await similarityMeasures(
    options.systemSimilarity ? input.retrievers : [],
    release,
    run.labels,
    input.cache,
  );
  const prevalence = computePrevalence({
    release,
    queries: release.queries,
    labels: run.labels,
    origins: readOrigins(release),
    systems: input.systems.map((s) => ({ name: s.name, rows: input.perQuery[s.name] })),
    measures,
    thresholds: options.thresholds,
  });
  const prevalenceS = (performance.now() - t1) / 1000;
  log.info(`open: prevalence in ${prevalenceS.toFixed(1)} s`);
  return {
    summary: summaryOf(options, run.counts, prevalence),
    prevalence,
    seconds: (performance.now() - t0) / 1000,
    stages: { ...run.seconds, prevalence: prevalenceS },
    executed: run.executed,
    cached: run.cached,
  };
}

/** The open labels, on an oracle of the open step's own (suites are not cached one by one: the pairs are). */
async function judge(
  input: Parameters<typeof openStep>[0],
  options: ResolvedOpenOptions,
  tasks: ReadonlyMap<string, OpenTask>,
  rankings: ReadonlyMap<string, string[][]>,
  capS: number,
): Promise<OpenRun> {
  const { release, log } = input;
  const oracle = await createOracle({
    log,
    onProgress: input.onProgress,
    ...input.oracleOptions,
    cache: false,
    languages: [...new Set(release.queries.map((q) => q.language))],
  });
  try {
    return await openLabels({
      release,
      tasks,
      rankings,
      referenceMs: referenceTimes(release, tasks),
      oracle,
      limit: (ms) => screeningTimeLimit(ms, capS, PROBE_TIME_LIMIT),
      capS,
      options,
      onProgress: input.onProgress,
      log,
    });
  } finally {
    await oracle.close();
  }
}

function summaryOf(
  options: { depth: number; sample: number; seed: number },
  counts: OpenCounts,
  prevalence: Prevalence,
): OpenSummary {
  return {
    rule: OPEN_RULE,
    depth: options.depth,
    sample: options.sample,
    seed: options.seed,
    counts,
    prevalence: {
      file: PREVALENCE_FILE,
      planted: prevalence.planted,
      duplicateShare: prevalence.duplicates.share,
    },
  };
}

function withOpen(row: PerQueryRow, labels: OpenQueryLabels, ks: readonly number[]): PerQueryRow {
  const m = openRowMetrics(row, labels.passing, ks);
  return { ...row, open: { candidates: labels.candidates, passing: labels.passing, ...m } };
}

/** prevalence.json in the results folder (its one writer). */
export function writePrevalence(dir: string, p: Prevalence): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, PREVALENCE_FILE), JSON.stringify(p, null, 2) + '\n');
}

/** Token edit similarity, then each retriever's own. */
async function similarityMeasures(
  retrievers: readonly { name: string; retriever: Retriever }[],
  release: Release,
  labels: ReadonlyMap<string, OpenQueryLabels>,
  cache: string | false | undefined,
): Promise<SimilarityMeasure[]> {
  const out = [tokenMeasure()];
  for (const r of retrievers) out.push(await systemMeasure(r.name, r.retriever, release, labels, cache));
  return out;
}

function tokenMeasure(): SimilarityMeasure {
  const forms = new TokenForms();
  return {
    name: 'token_edit',
    definition: '1 - Levenshtein distance over code tokens / the longer token count',
    nearest: (c, t, floor) =>
      nearestByTokens(
        c.map((x) => forms.of(x)),
        t.map((x) => forms.of(x)),
        floor,
      ),
  };
}

/**
 * A system's own similarity between two snippets: its score of the failing snippet f for the passing snippet p
 * taken as the query, over its score of p itself (1 for a cosine retriever; BM25's own score normalised), each
 * language's pool fitted as in the evaluation.
 */
async function systemMeasure(
  name: string,
  retriever: Retriever,
  release: Release,
  labels: ReadonlyMap<string, OpenQueryLabels>,
  cache: string | false | undefined,
): Promise<SimilarityMeasure> {
  // passing text -> its score row over its language's pool, that pool's text -> column, and its self-score
  const rows = new Map<string, { row: Float64Array; col: Map<string, number>; norm: number }>();
  for (const part of languagePools(release, taskLanguages(release))) {
    const docs = part.release.corpus.map((d) => ({ id: d._id, text: d.text }));
    const col = new Map<string, number>();
    docs.forEach((d, j) => col.has(d.text) || col.set(d.text, j));
    const texts = new Map(docs.map((d) => [d.id, d.text]));
    const targets = [
      ...new Set(
        part.release.queries.flatMap((q) =>
          (labels.get(q._id)?.passing ?? []).map((id) => texts.get(id) ?? ''),
        ),
      ),
    ].filter((t) => t !== '');
    if (targets.length === 0) continue;
    const scores = await retriever.score(
      targets.map((t, i) => ({ id: `p${i}`, text: t })),
      docs,
      { cache },
    );
    targets.forEach((t, i) => {
      const self = scores[i][col.get(t)!];
      rows.set(t, { row: scores[i], col, norm: self > 0 ? self : 1 });
    });
  }
  const sim = (t: string, c: string): number => {
    const r = rows.get(t);
    const j = r?.col.get(c);
    return r && j !== undefined ? r.row[j] / r.norm : 0;
  };
  return {
    name,
    definition: `${name}'s score of the failing snippet with the passing one as the query, over its score of the passing one itself`,
    nearest(candidates, targets, floor) {
      if (!candidates.length || !targets.length) return null;
      let best = { value: -Infinity, index: -1 };
      candidates.forEach((c, i) => {
        for (const t of targets) {
          const v = sim(t, c);
          if (v > best.value) best = { value: v, index: i };
        }
      });
      return best.value >= floor ? best : null;
    },
  };
}

export type { MetricValue };

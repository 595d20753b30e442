/**
 * The open step of `evaluate` (docs/open.md): judge each query's candidates by execution (from before the first
 * system ranks: startOpen), put the open labels and metrics on every row and system, and compute the prevalence
 * document.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../../core/log.js';
import type { OnProgress } from '../../core/progress.js';
import type { OracleOptions } from '../../execute/types.js';
import { DEFAULT_VARIANT_TIMEOUT_S } from '../../construct/config.js';
import type { Release } from '../../release/index.js';
import type { Retriever } from '../../retrieve/types.js';
import { languagePools, taskLanguages } from '../languages.js';
import type { MetricValue, PerQueryRow, SystemSummary } from '../results.js';
import type { OpenCounts } from './index.js';
import { localJudging, threadJudging } from './judging.js';
import { openRowMetrics, openSystemMetrics, type OpenQueryLabels } from './labels.js';
import { resolveOpenOptions, type OpenOptions } from './options.js';
import { computePrevalence, PREVALENCE_FILE, type Prevalence, type SimilarityMeasure } from './prevalence.js';
import { readOrigins } from './release-extras.js';
import { nearestByTokens, TokenForms } from './similarity.js';

export type { OpenOptions } from './options.js';

/** The rule, as summary.json records it. */
export const OPEN_RULE =
  "a snippet is relevant (open label) when it passes every test of the query's task, called through the query's entry point, each test within `capS` seconds; candidates: the query's own snippets, every system's top `depth`, and a seeded sample of `sample` snippets of other tasks that fit the query (drawn from the release alone); not run, as they cannot pass: Python snippets whose entry point cannot take the tests' calls (arity), and snippets whose entry point can only return kinds of value that a test's expected value cannot equal (result; `ruledOut` per query)";

/** summary.json `open`. */
export interface OpenSummary {
  rule: string;
  depth: number;
  sample: number;
  seed: number;
  /** the open cap: the longest one test of a candidate ran before it was judged not to pass, seconds */
  capS: number;
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

/** What the open step needs before any system has ranked. */
export interface OpenStart {
  release: Release;
  options: OpenOptions;
  seed: number;
  /** the sandbox settings of the evaluation's oracle (the open step runs its own, without the suite cache) */
  oracleOptions?: OracleOptions;
  onProgress?: OnProgress;
  log: Logger;
  /**
   * judge in a worker thread of its own (default), overlapping the evaluation; false: in this thread, after it.
   * Outcomes are the same either way.
   */
  thread?: boolean;
}

/** What it needs once every system has ranked. */
export interface OpenFinish {
  ks: readonly number[];
  bootstrap: { seed: number; replicates: number };
  systems: SystemSummary[];
  perQuery: Record<string, PerQueryRow[]>;
  retrievers: readonly { name: string; retriever: Retriever }[];
  cache?: string | false;
}

/**
 * The open step of an evaluation, started before the first system ranks: the candidate rule (the arity sample is a
 * property of the release), the judge and its sandbox come up at once, and the sample's pairs start judging. Each
 * system's rows, handed over with `add` as soon as it has ranked, start its top-`depth` candidates judging while
 * the next system ranks. `finish` applies the rule to every system's rankings, waits for the outcomes (running any
 * pair not judged yet), and puts the open labels and metrics on every row and system. `close` ends the judge; call
 * it whether or not `finish` ran.
 */
export interface OpenSession {
  add(rows: readonly PerQueryRow[]): void;
  finish(input: OpenFinish): Promise<OpenStepResult>;
  close(): Promise<void>;
}

export function startOpen(input: OpenStart): OpenSession {
  const { release, log } = input;
  const options = resolveOpenOptions(input.options, input.seed, releaseCap(release));
  // the sandbox settings that cross to the thread: values only
  const { log: _log, onProgress: _progress, cache: _cache, ...oracle } = input.oracleOptions ?? {};
  const settings = { release, options, oracle };
  const io = { log, onProgress: input.onProgress };
  const judging = input.thread === false ? localJudging(settings, io) : threadJudging(settings, io);
  return {
    add(rows) {
      judging.add(rows.map((r) => ({ query: r.query, ids: r.ranking.map((e) => e.id) })));
    },
    async finish(fin) {
      const t1 = performance.now();
      const rankings = new Map<string, string[][]>();
      for (const s of fin.systems)
        for (const r of fin.perQuery[s.name])
          (rankings.get(r.query) ?? rankings.set(r.query, []).get(r.query)!).push(r.ranking.map((e) => e.id));
      // the sandbox ends as soon as the labels are in (or the judging failed): prevalence needs none
      const run = await judging.finish(rankings).finally(() => judging.close());
      const labels = new Map(run.labels);
      log.info(
        `open: judged in ${((performance.now() - t1) / 1000).toFixed(1)} s after the last system ranked; ${run.executed} pairs run, ${run.cached} from the cache; ${run.counts.withDuplicate} queries have a passing snippet of another task`,
      );
      for (const s of fin.systems) {
        fin.perQuery[s.name] = fin.perQuery[s.name].map((r) => withOpen(r, labels.get(r.query)!, fin.ks));
        s.open = { metrics: openSystemMetrics(fin.perQuery[s.name], fin.ks, fin.bootstrap) };
      }
      const t2 = performance.now();
      const measures = await similarityMeasures(
        options.systemSimilarity ? fin.retrievers : [],
        release,
        labels,
        fin.cache,
      );
      const prevalence = computePrevalence({
        release,
        queries: release.queries,
        labels,
        origins: readOrigins(release),
        systems: fin.systems.map((s) => ({ name: s.name, rows: fin.perQuery[s.name] })),
        measures,
        thresholds: options.thresholds,
      });
      const prevalenceS = (performance.now() - t2) / 1000;
      log.info(`open: prevalence in ${prevalenceS.toFixed(1)} s`);
      return {
        summary: summaryOf(options, run.counts, prevalence),
        prevalence,
        seconds: (performance.now() - t1) / 1000,
        stages: { ...run.seconds, prevalence: prevalenceS },
        executed: run.executed,
        cached: run.cached,
      };
    },
    close: () => judging.close(),
  };
}

/** The cap the release's build judged its candidates under (manifest `options.variantTimeoutS`). */
export function releaseCap(release: Release): number {
  return Number(
    (release.manifest?.options as { variantTimeoutS?: unknown } | undefined)?.variantTimeoutS ??
      DEFAULT_VARIANT_TIMEOUT_S,
  );
}

function summaryOf(
  options: { depth: number; sample: number; seed: number; capS: number },
  counts: OpenCounts,
  prevalence: Prevalence,
): OpenSummary {
  return {
    rule: OPEN_RULE,
    depth: options.depth,
    sample: options.sample,
    seed: options.seed,
    capS: options.capS,
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
  return {
    ...row,
    open: { candidates: labels.candidates, passing: labels.passing, ruledOut: labels.ruledOut, ...m },
  };
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

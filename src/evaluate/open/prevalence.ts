/**
 * Prevalence (docs/open.md): how often a corpus poses the choice the benchmark measures. Over the queries with at
 * least one passing snippet (open labels):
 *
 * - **functional duplicates**: queries with a passing snippet of another task, and how many such snippets;
 * - **near-clones that fail**: for each similarity measure, the similarity of the query's nearest failing
 *   candidate to its nearest passing snippet (max over failing f and passing p of sim(f, p)); the share of
 *   queries at or above each threshold, over all failing candidates, over those of other tasks only (`foreign`),
 *   and per distractor origin (`engine`, `llm`, `history`; other tasks' canonicals count as `canonical`);
 * - **ranked above**: per system, the queries where some failing candidate at or above the threshold is ranked
 *   above every passing snippet (ranks from the system's top RUN_DEPTH; a snippet past it has no rank);
 * - a histogram of the nearest-failing similarity, bins of 0.05.
 *
 * Failing means examined and failing: a snippet never run against the query is not counted either way.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { inputError } from '../../core/errors.js';
import { readJsonObject } from '../../core/schema.js';
import type { CorpusRecord } from '../../core/types.js';
import type { PerQueryRow } from '../results.js';
import type { OpenQueryLabels } from './labels.js';

export const PREVALENCE_FILE = 'prevalence.json';
export const PREVALENCE_FORMAT = 1;
export const HISTOGRAM_BINS = 20;

/** A similarity measure: the nearest (candidate, target) pair, exact. */
export interface SimilarityMeasure {
  name: string;
  /** how the measure is defined, for the reader */
  definition: string;
  /** the best pair at or above `floor` (null when none reaches it) */
  nearest(
    candidates: readonly string[],
    targets: readonly string[],
    floor: number,
  ): { value: number; index: number } | null;
}

export interface ShareAt {
  queries: number;
  share: number;
}

export interface MeasureFigures {
  definition: string;
  /** threshold (as a string key) -> queries with a failing near-clone at or above it */
  all: Record<string, ShareAt>;
  foreign: Record<string, ShareAt>;
  byOrigin: Record<string, Record<string, ShareAt>>;
  /** system -> threshold -> queries where such a near-clone is ranked above every passing snippet */
  rankedAbove: Record<string, Record<string, ShareAt>>;
  /** queries per bin of the nearest-failing similarity ([i/20, (i+1)/20), the last bin closed) */
  histogram: number[];
  /** queries with no failing candidate at or above the lowest threshold (left out of the histogram) */
  belowFloor: number;
}

export interface PrevalenceQuery {
  query: string;
  passing: number;
  /** passing snippets of other tasks */
  duplicates: string[];
  /** per measure: the nearest failing candidate, its similarity and origin */
  nearest: Record<string, { value: number; snippet: string; origin: string } | null>;
}

export interface Prevalence {
  formatVersion: number;
  kind: 'execret-prevalence';
  release: { path: string; sha256: string };
  /** true when every distractor is an engine mutant: the near-clone figures are then 100% by construction */
  planted: boolean;
  note: string;
  queries: { total: number; withPassing: number };
  duplicates: { queries: number; share: number; snippets: number; distribution: Record<string, number> };
  thresholds: number[];
  origins: string[];
  measures: Record<string, MeasureFigures>;
  perQuery: PrevalenceQuery[];
}

const PLANTED_NOTE =
  'planted release: every query was built with single-edit clones of its canonical that fail its tests, so every query has a failing near-clone above any threshold a single edit clears; these figures are 100% (or nearly) by construction and say nothing about deployed corpora. The functional-duplicate figure is the informative one here.';
const OPEN_NOTE =
  'release with distractors from outside the mutation engine (origin llm or history): the byOrigin figures show how often such a distractor poses the choice.';

const share = (n: number, d: number): ShareAt => ({ queries: n, share: d ? n / d : 0 });

export function computePrevalence(input: {
  release: { path: string; sha256: string; corpus: readonly CorpusRecord[] };
  queries: readonly { _id: string; task: string }[];
  labels: ReadonlyMap<string, OpenQueryLabels>;
  origins: ReadonlyMap<string, string>;
  systems: readonly { name: string; rows: readonly PerQueryRow[] }[];
  measures: readonly SimilarityMeasure[];
  thresholds: readonly number[];
}): Prevalence {
  const doc = new Map(input.release.corpus.map((d) => [d._id, d]));
  const originOf = (id: string) => {
    const d = doc.get(id)!;
    return d.kind === 'canonical' ? 'canonical' : (input.origins.get(id) ?? 'engine');
  };
  const origins = [...new Set(input.release.corpus.map((d) => originOf(d._id)))].sort();
  const planted = input.release.corpus.every((d) => d.kind === 'canonical' || originOf(d._id) === 'engine');
  const rowsBy = input.systems.map((s) => ({ name: s.name, rows: new Map(s.rows.map((r) => [r.query, r])) }));
  const keys = input.thresholds.map((t) => String(t));
  const counters = new Map<string, number>();
  const bump = (k: string) => counters.set(k, (counters.get(k) ?? 0) + 1);
  const hist: Record<string, number[]> = {};
  for (const m of input.measures) hist[m.name] = new Array<number>(HISTOGRAM_BINS).fill(0);
  const perQuery: PrevalenceQuery[] = [];
  let withPassing = 0;
  const dupDist: Record<string, number> = {};
  let dupQueries = 0;
  let dupSnippets = 0;
  for (const q of input.queries) {
    const l = input.labels.get(q._id);
    if (!l || l.passing.length === 0) continue;
    withPassing++;
    const passing = new Set(l.passing);
    const duplicates = l.passing.filter((id) => doc.get(id)?.task !== q.task);
    dupDist[String(duplicates.length)] = (dupDist[String(duplicates.length)] ?? 0) + 1;
    if (duplicates.length) dupQueries++;
    dupSnippets += duplicates.length;
    const nearest = measureQuery({ q, l, passing, doc, originOf, origins, rowsBy, keys, hist, bump }, input);
    perQuery.push({ query: q._id, passing: l.passing.length, duplicates, nearest });
  }
  const table = (prefix: string) =>
    Object.fromEntries(keys.map((k) => [k, share(counters.get(`${prefix}|${k}`) ?? 0, withPassing)]));
  const measures: Record<string, MeasureFigures> = {};
  for (const m of input.measures) {
    measures[m.name] = {
      definition: m.definition,
      all: table(`${m.name}|all`),
      foreign: table(`${m.name}|foreign`),
      byOrigin: Object.fromEntries(origins.map((o) => [o, table(`${m.name}|origin:${o}`)])),
      rankedAbove: Object.fromEntries(input.systems.map((s) => [s.name, table(`${m.name}|above:${s.name}`)])),
      histogram: hist[m.name],
      belowFloor: counters.get(`${m.name}|belowFloor`) ?? 0,
    };
  }
  return {
    formatVersion: PREVALENCE_FORMAT,
    kind: 'execret-prevalence',
    release: { path: input.release.path, sha256: input.release.sha256 },
    planted,
    note: planted ? PLANTED_NOTE : OPEN_NOTE,
    queries: { total: input.queries.length, withPassing },
    duplicates: {
      queries: dupQueries,
      share: withPassing ? dupQueries / withPassing : 0,
      snippets: dupSnippets,
      distribution: dupDist,
    },
    thresholds: [...input.thresholds],
    origins,
    measures,
    perQuery,
  };
}

interface QueryContext {
  q: { _id: string; task: string };
  l: OpenQueryLabels;
  passing: ReadonlySet<string>;
  doc: ReadonlyMap<string, CorpusRecord>;
  originOf: (id: string) => string;
  origins: readonly string[];
  rowsBy: readonly { name: string; rows: ReadonlyMap<string, PerQueryRow> }[];
  keys: readonly string[];
  hist: Record<string, number[]>;
  bump: (key: string) => void;
}

/** One query under every measure: its nearest failing candidates (all, foreign, per origin, ranked above). */
function measureQuery(
  ctx: QueryContext,
  input: { measures: readonly SimilarityMeasure[]; thresholds: readonly number[] },
): PrevalenceQuery['nearest'] {
  const { q, l, passing, doc, originOf, origins, rowsBy, keys, hist, bump } = ctx;
  // values below the lowest threshold change no figure: the searches stop there
  const floor = Math.min(...input.thresholds, 1);
  const text = (id: string) => doc.get(id)!.text;
  // failing: known not to pass, by running or by a rule (arity, result)
  const failing = [...l.candidates.filter((id) => !passing.has(id)), ...(l.ruledOut ?? [])];
  const known = new Set([...l.candidates, ...(l.ruledOut ?? [])]);
  const ptexts = l.passing.map(text);
  const nearest: PrevalenceQuery['nearest'] = {};
  for (const m of input.measures) {
    const best = (ids: readonly string[]) => {
      const r = m.nearest(ids.map(text), ptexts, floor);
      return r && { value: r.value, id: ids[r.index] };
    };
    const all = best(failing);
    nearest[m.name] = all && { value: all.value, snippet: all.id, origin: originOf(all.id) };
    if (!all) bump(`${m.name}|belowFloor`);
    else hist[m.name][Math.min(HISTOGRAM_BINS - 1, Math.max(0, Math.floor(all.value * HISTOGRAM_BINS)))]++;
    const foreign = best(failing.filter((id) => doc.get(id)!.task !== q.task));
    const byOrigin = origins.map((o) => [o, best(failing.filter((id) => originOf(id) === o))] as const);
    const above = rowsBy.map(({ name, rows }) => {
      const ranking = rows.get(q._id)?.ranking ?? [];
      const firstPassing = ranking.findIndex((e) => passing.has(e.id));
      const cut = firstPassing < 0 ? ranking.length : firstPassing;
      const ids = ranking
        .slice(0, cut)
        .map((e) => e.id)
        .filter((id) => doc.has(id) && !passing.has(id));
      return [name, best(ids.filter((id) => known.has(id)))] as const;
    });
    input.thresholds.forEach((t, ti) => {
      const k = keys[ti];
      if (all && all.value >= t) bump(`${m.name}|all|${k}`);
      if (foreign && foreign.value >= t) bump(`${m.name}|foreign|${k}`);
      for (const [o, b] of byOrigin) if (b && b.value >= t) bump(`${m.name}|origin:${o}|${k}`);
      for (const [s, b] of above) if (b && b.value >= t) bump(`${m.name}|above:${s}|${k}`);
    });
  }
  return nearest;
}

/**
 * prevalence.json of a results folder (its one reader), or null when the folder has none (no `--open`). A file of
 * another kind or format version is an input error.
 */
export function readPrevalence(dir: string): Prevalence | null {
  const file = join(dir, PREVALENCE_FILE);
  if (!existsSync(file)) return null;
  const doc = readJsonObject(file, PREVALENCE_FILE);
  if (doc.kind !== 'execret-prevalence')
    throw inputError('not a prevalence document', { file, field: 'kind' }, 're-run `execret eval --open`');
  if (doc.formatVersion !== PREVALENCE_FORMAT)
    throw inputError(
      `format version ${String(doc.formatVersion)}; this execret reads ${PREVALENCE_FORMAT}`,
      { file, field: 'formatVersion' },
      're-run `execret eval --open`',
    );
  return doc as unknown as Prevalence;
}

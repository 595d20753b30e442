/**
 * The results folder (`execret eval --out DIR`): its one writer and its one reader, in the spirit of
 * `loadRelease` and mteb's `TaskResult.to_disk/from_disk`. Layout (docs/formats.md, "Results"):
 *
 *   summary.json              versioned header: tool version, release hash, seed, systems and their metrics
 *   runs/<system>.trec        `qid Q0 docid rank score tag`, the top RUN_DEPTH per query
 *   per-query/<system>.jsonl  one PerQueryRow per query, sorted by query id
 *
 * `compare`, `report` and `lite` read a folder only through `loadResults`, so a folder of another schema
 * version is refused once, here, with the same message everywhere.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExecretError, inputError, type ErrorLocation } from '../core/errors.js';
import {
  arrayField,
  asObject,
  integerField,
  numberField,
  objectField,
  stringField,
  within,
  type Record_,
} from '../core/fields.js';
import { readJsonl, toJsonl } from '../core/jsonl.js';
import {
  checkSchemaVersion,
  readJsonObject,
  upgradeRecord,
  type RecordKind,
  type Upgrades,
} from '../core/schema.js';
import type { LanguageId } from '../core/types.js';
import { LANGUAGE_IDS } from '../lang/index.js';

export interface MetricValue {
  /** the trec_eval-style mean: ties in score broken by snippet id */
  value: number;
  /** 95% percentile bootstrap CI over queries */
  ci95: [number, number];
  /** the mean of the expected value over every order of tied scores, with its CI (absent in older folders) */
  tieAware?: { value: number; ci95: [number, number] };
}

export interface SystemSummary {
  name: string;
  config: Readonly<Record<string, unknown>>;
  /** TREC run file, relative to the results folder */
  run: string;
  /** per-query JSONL, relative to the results folder */
  perQuery: string;
  metrics: Record<string, MetricValue>;
  /** per cut-off k ("1", "10"), the queries whose snippet at rank k ties the one at rank k + 1 (absent in older folders) */
  tiesAcross?: Record<string, number>;
  /** a pipeline's rerankers: what each asked for (calls, suites, tokens); seconds are in timings.json */
  cost?: StageCost[];
  /** present when `eval --density` reduced the pool: distractors kept per task, and the seed of the draw */
  density?: { clones: number; seed: number };
  /**
   * present when the release holds more than one language: per language, its queries and its metrics (same
   * bootstrap); `metrics` above are over all queries together
   */
  byLanguage?: Partial<Record<LanguageId, LanguageMetrics>>;
  /** `eval --open` only: exec@k, exec_precision@k and ndcg@k under open labels (docs/open.md) */
  open?: { metrics: Record<string, MetricValue> };
}

/** One language's share of a system's results. */
export interface LanguageMetrics {
  queries: number;
  metrics: Record<string, MetricValue>;
}

/** What one reranking stage asked for. Deterministic: cache hits and seconds are in timings.json. */
export interface StageCost {
  stage: string;
  /** API requests or model runs */
  calls: number;
  /** sandboxed suites (execution rerankers) */
  suites: number;
  /** tokens the API reported */
  tokens: number;
}

/** timings.json: per system, each stage's seconds and cache hits (the one file of a results folder that varies). */
export interface StageTiming {
  stage: string;
  seconds: number;
  cacheHits: number;
}

/** How the CIs were resampled: percentile bootstrap over queries. */
export interface BootstrapSettings {
  replicates: number;
  seed: number;
  /** the CI level, 0.95 */
  level: number;
}

/** summary.json */
export interface EvaluationSummary {
  schemaVersion: number;
  toolVersion: string;
  release: { path: string; sha256: string };
  /** the bootstrap seed (also in `bootstrap`) */
  seed: number;
  /** replicate count, seed and level of every CI in the file (absent in older folders) */
  bootstrap?: BootstrapSettings;
  /** present only when `queries` restricted the evaluation: the queries evaluated, of the release's total */
  queries?: { evaluated: number; total: number };
  systems: SystemSummary[];
  /** what a reader of the numbers must know, e.g. that ties decide exec@1 for many queries (absent in older folders) */
  warnings?: string[];
  /**
   * the ranking rule across languages (each query ranks only its own language's snippets) and the queries evaluated
   * per language (absent in older folders, which held Python only)
   */
  languages?: { rule: string; queries: Partial<Record<LanguageId, number>> };
  /** `eval --open` only: the candidate rule, its settings, what was judged, and where prevalence.json is */
  open?: import('./open/step.js').OpenSummary;
}

export interface OwnDoc {
  id: string;
  kind: 'canonical' | 'distractor';
  bug_type: string | null;
  score: number;
  /** 1-based over the whole pool */
  rank: number;
  /**
   * false when a run file did not retrieve it: `score` is then the run's lowest score for the query minus 1 (0 when
   * the query is not in the run) and `rank` is below every retrieved document (absent otherwise)
   */
  retrieved?: false;
}

/** One line of a system's per-query JSONL. */
export interface PerQueryRow {
  query: string;
  task: string;
  domain: string;
  /** the query's language: its ranking holds snippets of this language only (absent in older folders: python) */
  language?: LanguageId;
  passing: string[];
  ranking: { id: string; score: number }[];
  own: OwnDoc[];
  metrics: Record<string, number>;
  /** the expected value of each metric over every order of tied scores (same keys as `metrics`; absent in older folders) */
  tieAware?: Record<string, number>;
  /** the cut-offs k at which the snippet at rank k ties the one at rank k + 1 */
  tiesAcross?: number[];
  /** pipelines only: the first stage's top `depth` and what it was worth */
  pipeline?: PipelineRow;
  /** `eval --open` only: the query's examined candidates, those that pass, and the metrics under those labels */
  open?: OpenRow;
}

/** A row's open labels (docs/open.md): snippet ids, sorted; metrics keyed as exec@k, exec_precision@k, ndcg@k. */
export interface OpenRow {
  candidates: string[];
  passing: string[];
  /** top-`depth` snippets a rule left out without running (absent in folders written before the result rule) */
  ruledOut?: string[];
  metrics: Record<string, number>;
  tieAware: Record<string, number>;
}

/** A pipeline's row: its first stage against its own top 1. */
export interface PipelineRow {
  /** the first stage's top ids, as deep as the deepest reranker went */
  first: string[];
  /** 1 when the first stage's top 1 passes every test */
  firstExec1: number;
  /** 1 when the first stage's top 1 is a snippet of the query's task */
  firstTask1: number;
  /** 1 when a snippet in `first` passes: the most a reranker of that depth can reach */
  ceiling: number;
  /** 1 when the pipeline's top 1 is a snippet of the query's task */
  task1: number;
}

/** One system of a loaded folder: its summary entry and its rows, with where each row came from. */
export interface ResultsSystem extends SystemSummary {
  rows: PerQueryRow[];
  /** the per-query file, as a path (the folder joined with `perQuery`) */
  file: string;
  /** 1-based line of each row in `file` */
  lines: number[];
}

export interface Results {
  /** the folder, as given */
  path: string;
  summary: EvaluationSummary;
  /** timings.json when present (seconds and cache hits per stage), else null */
  timings: Record<string, StageTiming[]> | null;
  /** in summary order */
  systems: ResultsSystem[];
}

export const SUMMARY_FILE = 'summary.json';
export const TIMINGS_FILE = 'timings.json';
/** The version of the results folder this execret writes (summary.json `schemaVersion`; docs/formats.md). */
export const RESULTS_VERSION = 1;

const RESULTS: RecordKind = {
  what: 'results folder',
  remedy: 're-run `execret eval --out DIR`',
  current: RESULTS_VERSION,
};

/**
 * How a summary.json of each older version becomes one of the next (mteb `TaskResult.from_disk` style): an entry
 * keyed by version N takes a version-N summary to version N+1. None yet: version 1 is the only one.
 */
const RESULTS_UPGRADES: Upgrades = Object.freeze({});

/** File-system-safe, unique file names for each system (`bm25?k1=1.5` -> `bm25_k1_1.5`). */
export function systemFiles(names: readonly string[]): { tag: string; run: string; perQuery: string }[] {
  const used = new Set<string>();
  return names.map((n) => {
    const base = n.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '') || 'system';
    let tag = base;
    for (let i = 2; used.has(tag); i++) tag = `${base}-${i}`;
    used.add(tag);
    return { tag, run: `runs/${tag}.trec`, perQuery: `per-query/${tag}.jsonl` };
  });
}

/** `qid Q0 docid rank score tag`: each row's ranking (the top RUN_DEPTH), queries in row order. */
export function trecRun(rows: readonly PerQueryRow[], tag: string): string {
  let out = '';
  for (const r of rows) {
    r.ranking.forEach((e, i) => {
      out += `${r.query} Q0 ${e.id} ${i + 1} ${e.score} ${tag}\n`;
    });
  }
  return out;
}

/**
 * Write a results folder: each system's run and per-query rows at the paths its summary entry names, then
 * summary.json. Same summary and rows, same bytes.
 */
export function writeResults(
  dir: string,
  summary: EvaluationSummary,
  perQuery: Readonly<Record<string, readonly PerQueryRow[]>>,
  timings?: Readonly<Record<string, readonly StageTiming[]>>,
): void {
  mkdirSync(join(dir, 'runs'), { recursive: true });
  mkdirSync(join(dir, 'per-query'), { recursive: true });
  for (const sys of summary.systems) {
    const tag = sys.run.replace(/^runs\//, '').replace(/\.trec$/, '');
    writeFileSync(join(dir, sys.run), trecRun(perQuery[sys.name], tag));
    writeFileSync(join(dir, sys.perQuery), toJsonl(perQuery[sys.name]));
  }
  if (timings) writeFileSync(join(dir, TIMINGS_FILE), JSON.stringify({ systems: timings }, null, 2) + '\n');
  writeFileSync(join(dir, SUMMARY_FILE), JSON.stringify(summary, null, 2) + '\n');
}

/**
 * Read and validate a results folder: summary.json (one version check; the old `schema_version` key is
 * accepted for version 1) and every system's per-query rows. Every problem is an ExecretError (exit 2)
 * naming the file, line and field.
 */
export function loadResults(dir: string): Results {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new ExecretError('E_NOT_FOUND', `results folder not found: ${dir}`, {
      hint: 'give a folder written by `execret eval --out DIR`',
    });
  }
  const file = join(dir, SUMMARY_FILE);
  if (!existsSync(file)) {
    throw new ExecretError('E_NOT_FOUND', `no ${SUMMARY_FILE} in ${dir}`, {
      hint: 'give a folder written by `execret eval --out DIR`',
    });
  }
  const summary = validateSummary(readJsonObject(file, SUMMARY_FILE), file);
  const systems = summary.systems.map((s) => {
    const pq = join(dir, s.perQuery);
    const loaded = readJsonl(pq, 'per-query file');
    const rows = loaded.map(({ value, line }) => validateRow(value, { file: pq, line }));
    uniqueQueries(rows, loaded, pq);
    return { ...s, rows, file: pq, lines: loaded.map((l) => l.line) };
  });
  return { path: dir, summary, systems, timings: readTimings(join(dir, TIMINGS_FILE)) };
}

/** timings.json is informative only: a missing or unreadable one is null, never an error. */
function readTimings(file: string): Record<string, StageTiming[]> | null {
  if (!existsSync(file)) return null;
  try {
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { systems?: Record<string, StageTiming[]> };
    return doc && typeof doc.systems === 'object' ? (doc.systems ?? null) : null;
  } catch {
    return null;
  }
}

/** summary.json's shape, version first: a folder of a newer execret is refused before anything else is read. */
export function validateSummary(raw: Record_, file: string): EvaluationSummary {
  const at = { file };
  const doc = upgradeRecord(raw, checkSchemaVersion(raw, file, RESULTS), RESULTS_VERSION, RESULTS_UPGRADES);
  // read, and brought up to this version
  const schemaVersion = RESULTS_VERSION;
  const release = objectField(doc, 'release', at);
  const list = arrayField(doc, 'systems', at);
  if (list.length === 0) throw inputError('expected at least one system', { file, field: 'systems' });
  const names = new Set<string>();
  const systems = list.map((v, i) => {
    const s = validateSystem(v, { file, field: `systems[${i}]` });
    if (names.has(s.name))
      throw inputError(`system "${s.name}" listed twice`, { file, field: `systems[${i}].name` });
    names.add(s.name);
    return s;
  });
  const releaseAt = within(at, 'release');
  const queries = doc.queries === undefined ? undefined : objectField(doc, 'queries', at);
  const bootstrap = doc.bootstrap === undefined ? undefined : bootstrapField(doc, at);
  const warnings = doc.warnings === undefined ? undefined : stringList(doc, 'warnings', at);
  const languages = doc.languages === undefined ? undefined : languagesField(doc, at);
  return {
    schemaVersion,
    toolVersion: stringField(doc, 'toolVersion', at),
    release: {
      path: stringField(release, 'path', releaseAt),
      sha256: stringField(release, 'sha256', releaseAt),
    },
    seed: integerField(doc, 'seed', at),
    ...(bootstrap && { bootstrap }),
    ...(queries && {
      queries: {
        evaluated: integerField(queries, 'evaluated', within(at, 'queries')),
        total: integerField(queries, 'total', within(at, 'queries')),
      },
    }),
    ...(languages && { languages }),
    systems,
    ...(warnings && { warnings }),
    ...(doc.open !== undefined && {
      open: objectField(doc, 'open', at) as unknown as EvaluationSummary['open'],
    }),
  };
}

function languagesField(doc: Record_, at: ErrorLocation): NonNullable<EvaluationSummary['languages']> {
  const l = objectField(doc, 'languages', at);
  const lAt = within(at, 'languages');
  const queries = objectField(l, 'queries', lAt);
  for (const k of Object.keys(queries)) {
    languageKey(k, within(within(lAt, 'queries'), k));
    integerField(queries, k, within(lAt, 'queries'));
  }
  return { rule: stringField(l, 'rule', lAt), queries: queries as Partial<Record<LanguageId, number>> };
}

/** A language id (a key or a value); `at` is where it is. */
function languageKey(k: string, at: ErrorLocation): LanguageId {
  if (!(LANGUAGE_IDS as readonly string[]).includes(k))
    throw inputError(`unknown language "${k}"`, at, `one of: ${LANGUAGE_IDS.join(', ')}`);
  return k as LanguageId;
}

function bootstrapField(doc: Record_, at: ErrorLocation): BootstrapSettings {
  const b = objectField(doc, 'bootstrap', at);
  const bAt = within(at, 'bootstrap');
  return {
    replicates: integerField(b, 'replicates', bAt),
    seed: integerField(b, 'seed', bAt),
    level: numberField(b, 'level', bAt),
  };
}

function stringList(o: Record_, key: string, at: ErrorLocation): string[] {
  const list = arrayField(o, key, at);
  list.forEach((x, i) => {
    if (typeof x !== 'string') throw inputError('expected a string', within(at, `${key}[${i}]`));
  });
  return list as string[];
}

/** `{value, ci95: [lo, hi]}`, the shape of a metric and of its `tieAware` part. */
function checkValueCi(m: Record_, at: ErrorLocation): void {
  numberField(m, 'value', at);
  const ci = arrayField(m, 'ci95', at);
  if (ci.length !== 2 || ci.some((x) => typeof x !== 'number'))
    throw inputError('expected [lo, hi]', within(at, 'ci95'));
}

function validateSystem(v: unknown, at: ErrorLocation): SystemSummary {
  const s = asObject(v, at);
  const metrics = metricsField(s, at);
  const byLanguage = s.byLanguage === undefined ? undefined : byLanguageField(s, at);
  const ties = s.tiesAcross === undefined ? undefined : objectField(s, 'tiesAcross', at);
  for (const k of Object.keys(ties ?? {})) integerField(ties!, k, within(at, 'tiesAcross'));
  return {
    name: stringField(s, 'name', at),
    config: objectField(s, 'config', at),
    run: stringField(s, 'run', at),
    perQuery: stringField(s, 'perQuery', at),
    metrics,
    ...(ties && { tiesAcross: ties as Record<string, number> }),
    ...(s.cost !== undefined && { cost: arrayField(s, 'cost', at) as StageCost[] }),
    ...(s.density !== undefined && { density: densityField(s, at) }),
    ...(byLanguage && { byLanguage }),
    ...(s.open !== undefined && {
      open: { metrics: metricsField(objectField(s, 'open', at), within(at, 'open')) },
    }),
  };
}

/** A `metrics` object: each metric `{value, ci95}`, with an optional `tieAware` of the same shape. */
function metricsField(s: Record_, at: ErrorLocation): Record<string, MetricValue> {
  const metrics = objectField(s, 'metrics', at);
  for (const k of Object.keys(metrics)) {
    const m = objectField(metrics, k, within(at, 'metrics'));
    const mAt = within(within(at, 'metrics'), k);
    checkValueCi(m, mAt);
    if (m.tieAware !== undefined) checkValueCi(objectField(m, 'tieAware', mAt), within(mAt, 'tieAware'));
  }
  return metrics as Record<string, MetricValue>;
}

function byLanguageField(s: Record_, at: ErrorLocation): Partial<Record<LanguageId, LanguageMetrics>> {
  const b = objectField(s, 'byLanguage', at);
  const bAt = within(at, 'byLanguage');
  const out: Partial<Record<LanguageId, LanguageMetrics>> = {};
  for (const k of Object.keys(b)) {
    const language = languageKey(k, within(bAt, k));
    const entry = objectField(b, k, bAt);
    const eAt = within(bAt, k);
    out[language] = { queries: integerField(entry, 'queries', eAt), metrics: metricsField(entry, eAt) };
  }
  return out;
}

function densityField(s: Record_, at: ErrorLocation): { clones: number; seed: number } {
  const d = objectField(s, 'density', at);
  const dAt = within(at, 'density');
  return { clones: integerField(d, 'clones', dAt), seed: integerField(d, 'seed', dAt) };
}

/** A per-query row: the fields every reader relies on, with their types. */
export function validateRow(value: unknown, at: ErrorLocation): PerQueryRow {
  const o = asObject(value, at);
  const metrics = objectField(o, 'metrics', at);
  for (const k of Object.keys(metrics)) numberField(metrics, k, within(at, 'metrics'));
  const tieAware = o.tieAware === undefined ? undefined : objectField(o, 'tieAware', at);
  for (const k of Object.keys(tieAware ?? {})) numberField(tieAware!, k, within(at, 'tieAware'));
  const tiesAcross = o.tiesAcross === undefined ? undefined : arrayField(o, 'tiesAcross', at);
  tiesAcross?.forEach((k, i) => {
    if (!Number.isInteger(k)) throw inputError('expected a cut-off k', within(at, `tiesAcross[${i}]`));
  });
  for (const [i, e] of arrayField(o, 'ranking', at).entries()) {
    const eAt = within(at, `ranking[${i}]`);
    stringField(asObject(e, eAt), 'id', eAt);
    numberField(e as Record_, 'score', eAt);
  }
  for (const [i, id] of arrayField(o, 'passing', at).entries())
    if (typeof id !== 'string') throw inputError('expected a snippet id', within(at, `passing[${i}]`));
  arrayField(o, 'own', at);
  return {
    query: stringField(o, 'query', at),
    task: stringField(o, 'task', at),
    domain: stringField(o, 'domain', at),
    ...(o.language !== undefined && {
      language: languageKey(stringField(o, 'language', at), within(at, 'language')),
    }),
    passing: o.passing as string[],
    ranking: o.ranking as PerQueryRow['ranking'],
    own: o.own as OwnDoc[],
    metrics: metrics as Record<string, number>,
    ...(tieAware && { tieAware: tieAware as Record<string, number> }),
    ...(tiesAcross && { tiesAcross: tiesAcross as number[] }),
    ...(o.pipeline !== undefined && { pipeline: pipelineField(o, at) }),
    ...(o.open !== undefined && { open: openField(o, at) }),
  };
}

function openField(o: Record_, at: ErrorLocation): OpenRow {
  const p = objectField(o, 'open', at);
  const pAt = within(at, 'open');
  const ids = (key: string) => {
    const list = arrayField(p, key, pAt);
    list.forEach((id, i) => {
      if (typeof id !== 'string') throw inputError('expected a snippet id', within(pAt, `${key}[${i}]`));
    });
    return list as string[];
  };
  const numbers = (key: string) => {
    const m = objectField(p, key, pAt);
    for (const k of Object.keys(m)) numberField(m, k, within(pAt, key));
    return m as Record<string, number>;
  };
  return {
    candidates: ids('candidates'),
    passing: ids('passing'),
    ...(p.ruledOut !== undefined && { ruledOut: ids('ruledOut') }),
    metrics: numbers('metrics'),
    tieAware: numbers('tieAware'),
  };
}

function pipelineField(o: Record_, at: ErrorLocation): PipelineRow {
  const p = objectField(o, 'pipeline', at);
  const pAt = within(at, 'pipeline');
  const first = arrayField(p, 'first', pAt);
  first.forEach((id, i) => {
    if (typeof id !== 'string') throw inputError('expected a snippet id', within(pAt, `first[${i}]`));
  });
  return {
    first: first as string[],
    firstExec1: numberField(p, 'firstExec1', pAt),
    firstTask1: numberField(p, 'firstTask1', pAt),
    ceiling: numberField(p, 'ceiling', pAt),
    task1: numberField(p, 'task1', pAt),
  };
}

function uniqueQueries(
  rows: readonly PerQueryRow[],
  loaded: readonly { line: number }[],
  file: string,
): void {
  const seen = new Map<string, number>();
  rows.forEach((r, i) => {
    const line = loaded[i].line;
    const first = seen.get(r.query);
    if (first !== undefined)
      throw inputError(`query "${r.query}" appears twice (first on line ${first})`, {
        file,
        line,
        field: 'query',
      });
    seen.set(r.query, line);
  });
}

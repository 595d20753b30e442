import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ExecretError, inputError } from '../core/errors.js';
import { sha256 } from '../core/hash.js';
import { asObject, enumField, stringField } from '../core/fields.js';
import { parseJsonl, readTextFile } from '../core/jsonl.js';
import { parseOracleRows } from '../core/oracle-rows.js';
import { byCodeUnit } from '../core/order.js';
import { parseJsonObject } from '../core/schema.js';
import type { CorpusRecord, LanguageId, OracleRow, Qrel, QueryRecord } from '../core/types.js';
import { LANGUAGE_IDS } from '../lang/index.js';
import { EVALUATED_FILES, readManifestVersioned } from './format.js';
import { oracleTimesOf, readReleaseTimings, type OracleTimes } from './timings.js';

/** One query with what evaluation needs about it. */
export interface ReleaseQuery extends QueryRecord {
  /** the task the query was written for (the `task` of its qrels' canonical snippet) */
  task: string;
  /** corpus ids judged relevant in qrels/test.tsv (score > 0): the canonical(s) */
  relevant: readonly string[];
  /** corpus ids whose oracle rows for this query's task all passed (at least one row), sorted */
  passing: readonly string[];
  /** the query's own snippets (corpus rows of its task): canonical first, then distractors by id */
  own: readonly CorpusRecord[];
}

export interface Release {
  /** the folder, as given */
  path: string;
  /**
   * sha256 over the evaluated files: the hex sha256 of the text `"<sha256(file)>  <name>\n"` for each file of
   * EVALUATED_FILES that exists, in that order (the format of `sha256sum` output).
   */
  sha256: string;
  /** per file sha256, for the files present */
  files: Readonly<Record<string, string>>;
  /** sorted by id (code-unit order) */
  queries: readonly ReleaseQuery[];
  /** in file order */
  corpus: readonly CorpusRecord[];
  qrels: readonly Qrel[];
  manifest: Readonly<Record<string, unknown>> | null;
  /**
   * each snippet's oracle milliseconds by test, timings by nature: from timings.json (format 2), or, upgraded on
   * read, from the `ms` of a version-1 release's oracle rows (or of a release without a manifest); empty when unknown
   */
  oracleMs: OracleTimes;
}

const LANGUAGES: readonly LanguageId[] = LANGUAGE_IDS;
const KINDS: readonly CorpusRecord['kind'][] = ['canonical', 'distractor'];

/**
 * Load and validate a release folder (formats in docs/formats.md): read its files, parse and check each
 * record, check the manifest's schema version, then join queries, qrels, corpus and oracle verdicts. Every
 * problem is an ExecretError (exit 2) that names the file, line and field.
 */
export function loadRelease(dir: string): Release {
  const texts = readReleaseFiles(dir);
  const files: Record<string, string> = {};
  let listing = '';
  for (const name of EVALUATED_FILES) {
    if (texts[name] === undefined) continue;
    files[name] = sha256(texts[name]);
    listing += `${files[name]}  ${name}\n`;
  }
  const queriesFile = join(dir, 'queries.jsonl');
  const queryRecords = parseJsonl(texts['queries.jsonl'], queriesFile).map(({ line, value }) =>
    validateQuery(value, { file: queriesFile, line }),
  );
  const corpusFile = join(dir, 'corpus.jsonl');
  const corpus = parseJsonl(texts['corpus.jsonl'], corpusFile).map(({ line, value }) =>
    validateCorpus(value, { file: corpusFile, line }),
  );
  const queryLine = uniqueIds(queryRecords, queriesFile);
  const corpusLine = uniqueIds(corpus, corpusFile);
  if (queryRecords.length === 0) throw inputError('no queries', { file: queriesFile });
  if (corpus.length === 0) throw inputError('no documents', { file: corpusFile });
  const qrels = parseQrels(texts['qrels/test.tsv'], join(dir, 'qrels/test.tsv'), queryLine, corpusLine);
  const oracle = parseOracleRows(texts['oracle.jsonl'], join(dir, 'oracle.jsonl'));
  const read = texts['manifest.json'] === undefined ? null : parseManifest(texts['manifest.json'], dir);
  const records = corpus.map((c) => c.record);
  const queries = joinQueries(queryRecords, records, qrels, oracle, dir);
  // format 1 kept each row's ms in oracle.jsonl; from format 2 they are in timings.json
  const oracleMs = read === null || read.writtenVersion < 2 ? oracleTimesOf(oracle) : readReleaseTimings(dir);
  const manifest = read?.manifest ?? null;
  return { path: dir, sha256: sha256(listing), files, queries, corpus: records, qrels, manifest, oracleMs };
}

/** The text of each release file; manifest.json may be absent. */
function readReleaseFiles(
  dir: string,
): Partial<Record<(typeof EVALUATED_FILES)[number], string>> &
  Record<Exclude<(typeof EVALUATED_FILES)[number], 'manifest.json'>, string> {
  if (!existsSync(dir)) {
    throw new ExecretError('E_NOT_FOUND', `release folder not found: ${dir}`, {
      hint: 'give the folder written by `execret build --out DIR`',
    });
  }
  if (!statSync(dir).isDirectory()) throw inputError('a release is a folder, not a file', { file: dir });
  const texts: Record<string, string> = {};
  for (const name of EVALUATED_FILES) {
    const file = join(dir, name);
    if (name === 'manifest.json' && !existsSync(file)) continue;
    if (!existsSync(file)) {
      throw new ExecretError('E_NOT_FOUND', `release file missing: ${file}`, {
        hint: `a release folder holds ${EVALUATED_FILES.join(', ')}`,
      });
    }
    texts[name] = readTextFile(file, 'release file');
  }
  return texts as ReturnType<typeof readReleaseFiles>;
}

/** manifest.json: a JSON object whose schema version this execret reads. */
function parseManifest(
  text: string,
  dir: string,
): { manifest: Record<string, unknown>; writtenVersion: number } {
  const file = join(dir, 'manifest.json');
  return readManifestVersioned(parseJsonObject(text, file), file);
}

/**
 * Each query with its task (that of its relevant documents), its relevant ids, its own snippets (canonical
 * first, then distractors by id) and the snippets of its task whose oracle rows all passed; sorted by id.
 */
function joinQueries(
  queryRecords: readonly { record: QueryRecord; line: number }[],
  corpus: readonly CorpusRecord[],
  qrels: readonly Qrel[],
  oracle: readonly OracleRow[],
  dir: string,
): ReleaseQuery[] {
  const corpusById = new Map(corpus.map((c) => [c._id, c]));
  const byTask = groupBy(corpus, (c) => c.task);
  const relevantOf = groupBy(
    qrels.filter((q) => q.score > 0),
    (q) => q.queryId,
  );
  const verdict = oracleVerdicts(oracle);
  const queries = queryRecords.map(({ record, line }) => {
    const relevant = (relevantOf.get(record._id) ?? []).map((q) => q.corpusId).sort(byCodeUnit);
    const task = taskOf(record._id, relevant, corpusById, { dir, line });
    const own = (byTask.get(task) ?? []).slice();
    own.sort((a, b) => (a.kind !== b.kind ? (a.kind === 'canonical' ? -1 : 1) : byCodeUnit(a._id, b._id)));
    // only corpus snippets count (the oracle may also hold rows for candidates the build rejected)
    const passing = [...(verdict.get(task) ?? new Map<string, boolean>())]
      .filter(([id, ok]) => ok && corpusById.has(id))
      .map(([id]) => id)
      .sort(byCodeUnit);
    return { ...record, task, relevant, passing, own };
  });
  return queries.sort((a, b) => byCodeUnit(a._id, b._id));
}

/** The one task a query's relevant documents belong to. */
function taskOf(
  id: string,
  relevant: readonly string[],
  corpusById: ReadonlyMap<string, CorpusRecord>,
  at: { dir: string; line: number },
): string {
  if (relevant.length === 0) {
    throw inputError(`query "${id}" has no relevant document in ${join(at.dir, 'qrels/test.tsv')}`, {
      file: join(at.dir, 'queries.jsonl'),
      line: at.line,
      field: '_id',
    });
  }
  const tasks = new Set(relevant.map((r) => corpusById.get(r)!.task));
  if (tasks.size !== 1) {
    throw inputError(
      `query "${id}": its relevant documents belong to several tasks (${[...tasks].join(', ')})`,
      {
        file: join(at.dir, 'qrels/test.tsv'),
        field: 'corpus-id',
      },
    );
  }
  return [...tasks][0];
}

/** task -> snippet -> every oracle row of it passed (a snippet with no row does not pass). */
function oracleVerdicts(rows: readonly OracleRow[]): Map<string, Map<string, boolean>> {
  const verdict = new Map<string, Map<string, boolean>>();
  for (const row of rows) {
    let forTask = verdict.get(row.task);
    if (!forTask) verdict.set(row.task, (forTask = new Map()));
    forTask.set(row.snippet, (forTask.get(row.snippet) ?? true) && row.status === 'passed');
  }
  return verdict;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const list = out.get(key(item));
    if (list) list.push(item);
    else out.set(key(item), [item]);
  }
  return out;
}

interface Loc {
  file: string;
  line: number;
}

function uniqueIds(rows: { record: { _id: string }; line: number }[], file: string): Map<string, number> {
  const seen = new Map<string, number>();
  for (const { record, line } of rows) {
    const prev = seen.get(record._id);
    if (prev !== undefined) {
      throw inputError(`duplicate _id "${record._id}" (first on line ${prev})`, { file, line, field: '_id' });
    }
    seen.set(record._id, line);
  }
  return seen;
}

function validateQuery(value: unknown, loc: Loc): { record: QueryRecord; line: number } {
  const o = asObject(value, loc);
  const [_id, text, domain] = [
    stringField(o, '_id', loc),
    stringField(o, 'text', loc),
    stringField(o, 'domain', loc),
  ];
  const language = enumField(o, 'language', LANGUAGES, loc);
  return {
    line: loc.line,
    record: { _id, text, domain, language, entry_point: stringField(o, 'entry_point', loc) },
  };
}

function validateCorpus(value: unknown, loc: Loc): { record: CorpusRecord; line: number } {
  const o = asObject(value, loc);
  const _id = stringField(o, '_id', loc);
  const text = stringField(o, 'text', loc, true);
  const task = stringField(o, 'task', loc);
  const kind = enumField(o, 'kind', KINDS, loc);
  const bug = o.bug_type ?? null;
  if (bug !== null && typeof bug !== 'string') {
    throw inputError('expected a string or null', { ...loc, field: 'bug_type' });
  }
  const edits = o.edits ?? [];
  if (!Array.isArray(edits)) throw inputError('expected an array', { ...loc, field: 'edits' });
  // kept for the analyses: a stacked distractor's bug types are its operators' (src/analysis/scope.ts)
  const operator = typeof o.operator === 'string' ? o.operator : undefined;
  return {
    line: loc.line,
    record: {
      _id,
      text,
      task,
      kind,
      bug_type: bug,
      edits: edits as CorpusRecord['edits'],
      ...(operator !== undefined && { operator }),
    },
  };
}

function parseQrels(
  text: string,
  file: string,
  queries: Map<string, number>,
  corpus: Map<string, number>,
): Qrel[] {
  const lines = text.split('\n');
  const out: Qrel[] = [];
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].replace(/\r$/, '');
    if (raw.trim() === '') continue;
    const cols = raw.split('\t');
    const loc = { file, line: i + 1 };
    if (out.length === 0 && i === firstNonBlank(lines)) {
      if (cols[0] !== 'query-id' || cols[1] !== 'corpus-id' || cols[2] !== 'score') {
        throw inputError('expected the header "query-id<TAB>corpus-id<TAB>score"', loc);
      }
      continue;
    }
    if (cols.length !== 3) throw inputError(`expected 3 tab-separated columns, got ${cols.length}`, loc);
    const [queryId, corpusId, scoreText] = cols;
    if (!queries.has(queryId)) {
      throw inputError(`unknown query "${queryId}" (not in queries.jsonl)`, { ...loc, field: 'query-id' });
    }
    if (!corpus.has(corpusId)) {
      throw inputError(`unknown document "${corpusId}" (not in corpus.jsonl)`, {
        ...loc,
        field: 'corpus-id',
      });
    }
    const score = Number(scoreText);
    if (scoreText.trim() === '' || !Number.isFinite(score)) {
      throw inputError(`expected a number, got "${scoreText}"`, { ...loc, field: 'score' });
    }
    out.push({ queryId, corpusId, score });
  }
  return out;
}

function firstNonBlank(lines: string[]): number {
  return lines.findIndex((l) => l.trim() !== '');
}

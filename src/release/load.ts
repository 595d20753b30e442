import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ExecretError, inputError } from '../core/errors.js';
import { sha256 } from '../core/hash.js';
import { parseJsonl, readTextFile } from '../core/jsonl.js';
import type { CorpusRecord, LanguageId, OracleRow, Qrel, QueryRecord, TestStatus } from '../core/types.js';

/** The files of a release that evaluation reads, relative to its folder (manifest.json is optional). */
export const RELEASE_FILES = [
  'queries.jsonl',
  'corpus.jsonl',
  'qrels/test.tsv',
  'oracle.jsonl',
  'manifest.json',
] as const;

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
   * RELEASE_FILES that exists, in that order (the format of `sha256sum` output).
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
}

const LANGUAGES: readonly LanguageId[] = ['python', 'javascript'];
const STATUSES: readonly TestStatus[] = ['passed', 'failed', 'error', 'timeout', 'crashed'];

/**
 * Load and validate a release folder (formats in DESIGN.md). Every problem is an ExecretError (exit 2) that
 * names the file, line and field.
 */
export function loadRelease(dir: string): Release {
  if (!existsSync(dir)) {
    throw new ExecretError('E_NOT_FOUND', `release folder not found: ${dir}`, {
      hint: 'give the folder written by `execret build --out DIR`',
    });
  }
  if (!statSync(dir).isDirectory()) throw inputError('a release is a folder, not a file', { file: dir });

  const texts: Record<string, string> = {};
  for (const name of RELEASE_FILES) {
    const file = join(dir, name);
    if (name === 'manifest.json' && !existsSync(file)) continue;
    if (!existsSync(file)) {
      throw new ExecretError('E_NOT_FOUND', `release file missing: ${file}`, {
        hint: `a release folder holds ${RELEASE_FILES.join(', ')}`,
      });
    }
    texts[name] = readTextFile(file, 'release file');
  }
  const files: Record<string, string> = {};
  let listing = '';
  for (const name of RELEASE_FILES) {
    if (texts[name] === undefined) continue;
    files[name] = sha256(texts[name]);
    listing += `${files[name]}  ${name}\n`;
  }

  const queriesFile = join(dir, 'queries.jsonl');
  const corpusFile = join(dir, 'corpus.jsonl');
  const qrelsFile = join(dir, 'qrels/test.tsv');
  const oracleFile = join(dir, 'oracle.jsonl');
  const manifestFile = join(dir, 'manifest.json');

  const queryRecords = parseJsonl(texts['queries.jsonl'], queriesFile).map(({ line, value }) =>
    validateQuery(value, { file: queriesFile, line }),
  );
  const corpus = parseJsonl(texts['corpus.jsonl'], corpusFile).map(({ line, value }) =>
    validateCorpus(value, { file: corpusFile, line }),
  );
  const queryLine = uniqueIds(queryRecords, queriesFile);
  const corpusLine = uniqueIds(corpus, corpusFile);
  if (queryRecords.length === 0) throw inputError('no queries', { file: queriesFile });
  if (corpus.length === 0) throw inputError('no documents', { file: corpusFile });
  const corpusById = new Map(corpus.map((c) => [c.record._id, c.record]));

  const qrels = parseQrels(texts['qrels/test.tsv'], qrelsFile, queryLine, corpusLine);

  // oracle: (task, snippet) -> all passed so far (and at least one row)
  const verdict = new Map<string, boolean>();
  for (const { line, value } of parseJsonl(texts['oracle.jsonl'], oracleFile)) {
    const row = validateOracle(value, { file: oracleFile, line });
    const key = `${row.task}\u0000${row.snippet}`;
    verdict.set(key, (verdict.get(key) ?? true) && row.status === 'passed');
  }

  let manifest: Record<string, unknown> | null = null;
  if (texts['manifest.json'] !== undefined) {
    try {
      manifest = JSON.parse(texts['manifest.json']) as Record<string, unknown>;
    } catch (e) {
      throw inputError(`invalid JSON: ${(e as Error).message}`, { file: manifestFile });
    }
    if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest))
      throw inputError('expected a JSON object', { file: manifestFile });
  }

  const byTask = new Map<string, CorpusRecord[]>();
  for (const { record } of corpus) {
    const list = byTask.get(record.task) ?? [];
    list.push(record);
    byTask.set(record.task, list);
  }
  const relevantOf = new Map<string, string[]>();
  for (const q of qrels) {
    if (q.score <= 0) continue;
    const list = relevantOf.get(q.queryId) ?? [];
    list.push(q.corpusId);
    relevantOf.set(q.queryId, list);
  }

  const queries: ReleaseQuery[] = [];
  for (const { record, line } of queryRecords) {
    const relevant = (relevantOf.get(record._id) ?? []).slice().sort(byCodeUnit);
    if (relevant.length === 0) {
      throw inputError(`query "${record._id}" has no relevant document in ${qrelsFile}`, {
        file: queriesFile,
        line,
        field: '_id',
      });
    }
    const tasksOfRelevant = new Set(relevant.map((id) => corpusById.get(id)!.task));
    if (tasksOfRelevant.size !== 1) {
      throw inputError(
        `query "${record._id}": its relevant documents belong to several tasks (${[...tasksOfRelevant].join(', ')})`,
        { file: qrelsFile, field: 'corpus-id' },
      );
    }
    const task = [...tasksOfRelevant][0];
    const ownRows = (byTask.get(task) ?? []).slice();
    ownRows.sort((a, b) =>
      a.kind !== b.kind ? (a.kind === 'canonical' ? -1 : 1) : byCodeUnit(a._id, b._id),
    );
    const passing = corpus
      .map((c) => c.record._id)
      .filter((id) => verdict.get(`${task}\u0000${id}`) === true)
      .sort(byCodeUnit);
    queries.push({ ...record, task, relevant, passing, own: ownRows });
  }
  queries.sort((a, b) => byCodeUnit(a._id, b._id));

  return {
    path: dir,
    sha256: sha256(listing),
    files,
    queries,
    corpus: corpus.map((c) => c.record),
    qrels,
    manifest,
  };
}

/** Plain code-unit string order (what `<` does on strings), the one order used for ids everywhere. */
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
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

function obj(value: unknown, loc: Loc): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw inputError('expected a JSON object', loc);
  }
  return value as Record<string, unknown>;
}

function str(o: Record<string, unknown>, field: string, loc: Loc, allowEmpty = false): string {
  const v = o[field];
  if (typeof v !== 'string') {
    throw inputError(v === undefined ? 'missing' : `expected a string, got ${JSON.stringify(v)}`, {
      ...loc,
      field,
    });
  }
  if (!allowEmpty && v.trim() === '') throw inputError('must not be empty', { ...loc, field });
  return v;
}

function validateQuery(value: unknown, loc: Loc): { record: QueryRecord; line: number } {
  const o = obj(value, loc);
  const language = str(o, 'language', loc) as LanguageId;
  if (!LANGUAGES.includes(language)) {
    throw inputError(`expected one of ${LANGUAGES.join(', ')}, got "${language}"`, {
      ...loc,
      field: 'language',
    });
  }
  return {
    line: loc.line,
    record: {
      _id: str(o, '_id', loc),
      text: str(o, 'text', loc),
      domain: str(o, 'domain', loc),
      language,
      entry_point: str(o, 'entry_point', loc),
    },
  };
}

function validateCorpus(value: unknown, loc: Loc): { record: CorpusRecord; line: number } {
  const o = obj(value, loc);
  const kind = str(o, 'kind', loc);
  if (kind !== 'canonical' && kind !== 'distractor') {
    throw inputError(`expected "canonical" or "distractor", got "${kind}"`, { ...loc, field: 'kind' });
  }
  const bug = o.bug_type ?? null;
  if (bug !== null && typeof bug !== 'string') {
    throw inputError('expected a string or null', { ...loc, field: 'bug_type' });
  }
  const edits = o.edits ?? [];
  if (!Array.isArray(edits)) throw inputError('expected an array', { ...loc, field: 'edits' });
  return {
    line: loc.line,
    record: {
      _id: str(o, '_id', loc),
      text: str(o, 'text', loc, true),
      task: str(o, 'task', loc),
      kind,
      bug_type: bug,
      edits: edits as CorpusRecord['edits'],
    },
  };
}

function validateOracle(value: unknown, loc: Loc): OracleRow {
  const o = obj(value, loc);
  const status = str(o, 'status', loc) as TestStatus;
  if (!STATUSES.includes(status)) {
    throw inputError(`expected one of ${STATUSES.join(', ')}, got "${status}"`, { ...loc, field: 'status' });
  }
  const test = o.test;
  if (typeof test !== 'number' || !Number.isInteger(test) || test < 0) {
    throw inputError(`expected a test index (integer >= 0), got ${JSON.stringify(test)}`, {
      ...loc,
      field: 'test',
    });
  }
  return {
    snippet: str(o, 'snippet', loc),
    task: str(o, 'task', loc),
    test,
    status,
    ms: typeof o.ms === 'number' ? o.ms : 0,
    message: typeof o.message === 'string' ? o.message : '',
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

/**
 * The reader of TREC run files (`qid Q0 docid rank score tag`, whitespace-separated, plain or gzipped), the
 * format trec_eval, ranx, ir_measures, BEIR and Pyserini write. The rank column is read but not used: as in
 * trec_eval, the order is the score's (descending), ties broken by the release's rule (src/retrieve/rank.ts).
 * Every malformed line is an input error naming the file and line.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { ExecretError, inputError } from '../../core/errors.js';

/** One retrieved document of a query: its score and the 1-based line it came from. */
export interface RunEntry {
  score: number;
  line: number;
}

export interface TrecRun {
  file: string;
  /** sha256 of the file's bytes as stored (gzipped or not) */
  sha256: string;
  gzipped: boolean;
  /** number of run lines (blank lines not counted) */
  lines: number;
  /** the tag of the first line */
  tag: string;
  /** per query id (in file order of first appearance): docid -> entry */
  queries: Map<string, Map<string, RunEntry>>;
  /** the first line of each query id */
  firstLine: Map<string, number>;
}

/** Read and check a run file. */
export function readTrecRun(file: string): TrecRun {
  if (!existsSync(file) || !statSync(file).isFile()) {
    throw new ExecretError('E_NOT_FOUND', `run file not found: ${file}`, {
      hint: 'give a TREC run file: qid Q0 docid rank score tag, one retrieved document a line',
    });
  }
  const raw = readFileSync(file);
  const gzipped = raw.length >= 2 && raw[0] === 0x1f && raw[1] === 0x8b;
  let bytes: Buffer;
  try {
    bytes = gzipped ? gunzipSync(raw) : raw;
  } catch (e) {
    throw inputError(`not a readable gzip file (${(e as Error).message})`, { file });
  }
  const run = parseTrecRun(bytes.toString('utf8'), file);
  return { ...run, sha256: createHash('sha256').update(raw).digest('hex'), gzipped };
}

/** Parse a run's text; `file` names it in errors. */
export function parseTrecRun(text: string, file: string): Omit<TrecRun, 'sha256' | 'gzipped'> {
  const queries = new Map<string, Map<string, RunEntry>>();
  const firstLine = new Map<string, number>();
  let tag: string | undefined;
  let count = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = i + 1;
    const body = lines[i].trim();
    if (body === '') continue;
    const cols = body.split(/\s+/);
    if (cols.length !== 6) {
      throw inputError(
        `expected 6 whitespace-separated columns (qid Q0 docid rank score tag), got ${cols.length}`,
        { file, line },
      );
    }
    const [qid, , docid, rank, scoreText, lineTag] = cols;
    if (!/^[+-]?\d+$/.test(rank)) {
      throw inputError(`rank: expected an integer, got "${clip(rank)}"`, { file, line, field: 'rank' });
    }
    const score = Number(scoreText);
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(scoreText) || !Number.isFinite(score)) {
      throw inputError(`score: expected a finite number, got "${clip(scoreText)}"`, {
        file,
        line,
        field: 'score',
      });
    }
    tag ??= lineTag;
    let docs = queries.get(qid);
    if (!docs) {
      queries.set(qid, (docs = new Map()));
      firstLine.set(qid, line);
    }
    const seen = docs.get(docid);
    if (seen) {
      throw inputError(
        `document "${clip(docid)}" listed twice for query "${clip(qid)}" (first on line ${seen.line})`,
        { file, line },
      );
    }
    docs.set(docid, { score, line });
    count++;
  }
  if (count === 0) throw inputError('the run file holds no lines', { file });
  return { file, lines: count, tag: tag!, queries, firstLine };
}

function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

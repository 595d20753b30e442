/**
 * `vectors:DIR[?similarity=cosine|dot]`: a dense system scored from embeddings computed elsewhere (a Python
 * script with sentence-transformers, mteb, vLLM). DIR holds `queries.npy` and `corpus.npy` (2-d float32 or
 * float16, C order) and their row ids, either `query_ids.txt` and `corpus_ids.txt` (one id a line) or the
 * `ids.json` that `execret export-embeddings` writes (so its output round-trips). Every pair is scored exactly
 * (cosine on L2-normalised rows, or the raw dot product) by the exact kernel (src/retrieve/embed/exact.ts:
 * onnxruntime's GEMM when installed, else the WebAssembly SIMD kernel; `?kernel=` chooses); ranking and ties are
 * the release's rule (src/retrieve/rank.ts). corpus.npy is read in chunks of rows (`?chunk=`, default 16,384),
 * each checked finite and scored as it is read, so the corpus matrix is never held whole. Evaluation calls `rank`:
 * one pass over the file for every pool of the run, memory the queries, one chunk and each query's top k (never
 * queries x pool); `score` (pipelines, the open step) returns the rows it is asked for. Every mismatch between the
 * folder and the release is an input error naming the file (and line, for ids).
 */
import { closeSync, existsSync, openSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ExecretError, inputError, usageError } from '../../core/errors.js';
import { didYouMean } from '../../core/suggest.js';
import { checkOptions } from '../options.js';
import { dotsExact, EXACT_KERNELS, resolveKernel, type ExactKernel } from '../embed/exact.js';
import { RankHeap } from '../embed/rank-heap.js';
import { normalizeRows } from '../embed/simd-score.js';
import { scoreRowsStreaming } from '../embed/topk-stream.js';
import type {
  Doc,
  Query,
  QueryRanking,
  RankPool,
  ReleaseIds,
  RetrieveContext,
  Retriever,
  RetrieverFactory,
} from '../types.js';
import { readNpyHeader, readRows, type NpyMatrix } from './npy-read.js';

export type Similarity = 'cosine' | 'dot';

/** One side of the folder: its matrix, its ids, and where the ids came from. */
interface Side {
  npy: NpyMatrix;
  ids: string[];
  /** the ids file, and the 1-based line of each id (ids.json: no lines) */
  idsFile: string;
  lines?: number[];
  index: Map<string, number>;
  data?: Float32Array;
}

export interface VectorsFolder {
  dir: string;
  layout: 'ids.txt' | 'ids.json';
  queries: Side;
  corpus: Side;
  /** ids.json's similarity, when the folder has one */
  similarity?: Similarity;
}

/** Read and check a vectors folder (headers, shapes against ids, duplicate ids); data is read on first use. */
export function openVectorsFolder(dir: string): VectorsFolder {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new ExecretError('E_NOT_FOUND', `vectors folder not found: ${dir}`, {
      hint: 'a folder with queries.npy, corpus.npy and query_ids.txt, corpus_ids.txt (or ids.json)',
    });
  const q = readNpyHeader(join(dir, 'queries.npy'));
  const c = readNpyHeader(join(dir, 'corpus.npy'));
  let layout: VectorsFolder['layout'];
  let qIds: { ids: string[]; file: string; lines?: number[] };
  let cIds: { ids: string[]; file: string; lines?: number[] };
  let similarity: Similarity | undefined;
  if (existsSync(join(dir, 'query_ids.txt')) || existsSync(join(dir, 'corpus_ids.txt'))) {
    layout = 'ids.txt';
    qIds = readIdLines(join(dir, 'query_ids.txt'));
    cIds = readIdLines(join(dir, 'corpus_ids.txt'));
  } else if (existsSync(join(dir, 'ids.json'))) {
    layout = 'ids.json';
    const file = join(dir, 'ids.json');
    let doc: Record<string, unknown>;
    try {
      doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch (e) {
      throw inputError(`not valid JSON (${(e as Error).message})`, { file });
    }
    qIds = { ids: idList(doc, 'queries', file), file };
    cIds = { ids: idList(doc, 'corpus', file), file };
    if (doc.similarity === 'cosine' || doc.similarity === 'dot') similarity = doc.similarity;
  } else {
    throw new ExecretError('E_NOT_FOUND', `no ids in ${dir}`, {
      hint: 'write query_ids.txt and corpus_ids.txt (one id a line, in the rows order of the .npy files)',
    });
  }
  const queries = side(q, qIds);
  const corpus = side(c, cIds);
  if (q.dim !== c.dim)
    throw inputError(`queries.npy has ${q.dim} dimensions, corpus.npy ${c.dim}`, {
      file: c.file,
      field: 'shape',
    });
  return { dir, layout, queries, corpus, similarity };
}

function side(npy: NpyMatrix, ids: { ids: string[]; file: string; lines?: number[] }): Side {
  if (npy.rows !== ids.ids.length)
    throw inputError(
      `shape (${npy.rows}, ${npy.dim}) does not match the ids: ${ids.file} lists ${ids.ids.length}`,
      { file: npy.file, field: 'shape' },
    );
  const index = new Map<string, number>();
  ids.ids.forEach((id, i) => {
    const first = index.get(id);
    if (first !== undefined)
      throw inputError(
        `id "${id}" listed twice (first ${ids.lines ? `on line ${ids.lines[first]}` : `at row ${first}`})`,
        { file: ids.file, line: ids.lines?.[i] },
      );
    index.set(id, i);
  });
  return { npy, ids: ids.ids, idsFile: ids.file, lines: ids.lines, index };
}

/** One id a line; a trailing newline and `\r\n` are fine, a blank line in between is an error. */
function readIdLines(file: string): { ids: string[]; file: string; lines: number[] } {
  if (!existsSync(file)) throw new ExecretError('E_NOT_FOUND', `ids file not found: ${file}`);
  const text = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  const raw = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text === '' ? [] : text.split('\n');
  const ids = raw.map((l, i) => {
    const id = l.trim();
    if (id === '') throw inputError('empty id', { file, line: i + 1 });
    return id;
  });
  return { ids, file, lines: ids.map((_, i) => i + 1) };
}

function idList(doc: Record<string, unknown>, key: string, file: string): string[] {
  const v = doc[key];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))
    throw inputError('expected an array of id strings', { file, field: key });
  return v as string[];
}

/** Every id of the folder is in the release, and every release id has its row. */
function checkAgainstRelease(f: VectorsFolder, universe: ReleaseIds): void {
  const check = (s: Side, release: ReadonlySet<string>, what: string, releaseFile?: string): void => {
    s.ids.forEach((id, i) => {
      if (release.has(id)) return;
      const near = didYouMean(id, [...release]);
      throw inputError(
        `${what} "${id}" is not in the release${near ? ` (did you mean "${near}"?)` : ''}`,
        {
          file: s.idsFile,
          line: s.lines?.[i],
          field: s.lines ? undefined : `${what === 'query' ? 'queries' : 'corpus'}[${i}]`,
        },
        'write the vectors of the release being evaluated',
      );
    });
    const lacking = [...release].filter((id) => !s.index.has(id));
    if (lacking.length > 0)
      throw inputError(
        `${lacking.length} ${what} ids of the release have no row, e.g. "${lacking.sort()[0]}"`,
        { file: s.idsFile },
        `every ${what} of ${releaseFile ?? 'the release'} needs its vector`,
      );
  };
  check(f.queries, universe.queries, 'query', universe.queriesFile);
  check(f.corpus, universe.docs, 'document', universe.corpusFile);
}

/** Rows [start, start + count) of a side, every value checked finite. */
function readChecked(s: Side, start: number, count: number, fd?: number): Float32Array {
  const data = readRows(s.npy, start, count, fd);
  for (let i = 0; i < data.length; i++) {
    if (!Number.isFinite(data[i])) {
      const row = start + Math.floor(i / s.npy.dim);
      throw inputError(`row ${row} ("${s.ids[row]}") holds a non-finite value (${data[i]})`, {
        file: s.npy.file,
      });
    }
  }
  return data;
}

/** A side's whole matrix, read once (the queries; the corpus is streamed). */
function dataOf(s: Side): Float32Array {
  return (s.data ??= readChecked(s, 0, s.npy.rows));
}

/**
 * The corpus scored chunk by chunk as it is read: column j of each row is docs[j]'s score. Rows of corpus.npy
 * that no document asks for are read and skipped.
 */
async function scoreCorpusStreamed(
  s: Side,
  q: Float32Array,
  docs: readonly Doc[],
  opts: { normalize: boolean; threads?: number; kernel: ExactKernel; chunk: number },
): Promise<Float64Array[]> {
  const column = new Int32Array(s.npy.rows).fill(-1);
  docs.forEach((d, j) => {
    const r = s.index.get(d.id);
    if (r === undefined) throw inputError(`no row for "${d.id}"`, { file: s.idsFile });
    column[r] = j;
  });
  const fd = openSync(s.npy.file, 'r');
  try {
    return await scoreRowsStreaming(
      q,
      { rows: s.npy.rows, dim: s.npy.dim, read: (start, count) => readChecked(s, start, count, fd) },
      column,
      docs.length,
      { normalize: opts.normalize, threads: opts.threads, kernel: opts.kernel, chunkRows: opts.chunk },
    );
  } finally {
    closeSync(fd);
  }
}

/** The rows of `ids` gathered into one row-major matrix. */
function gather(s: Side, ids: readonly string[]): Float32Array {
  const all = dataOf(s);
  const dim = s.npy.dim;
  const out = new Float32Array(ids.length * dim);
  ids.forEach((id, i) => {
    const r = s.index.get(id);
    if (r === undefined) throw inputError(`no row for "${id}"`, { file: s.idsFile });
    out.set(all.subarray(r * dim, (r + 1) * dim), i * dim);
  });
  return out;
}

/**
 * Every pool ranked in one pass over corpus.npy (Retriever.rank). Each chunk of rows is read and checked once and
 * normalised once; each pool scores its queries against the chunk's rows it holds, by the same kernel as `score`
 * (the same bits however rows are blocked: exact.ts), and each query keeps a RankHeap. The watched documents'
 * scores come first, from their own rows. Memory: the pools' queries, one chunk, one batch x chunk block of scores
 * and each query's heap; never queries x pool.
 */
async function rankCorpusStreamed(
  s: Side,
  queries: Side,
  pools: readonly RankPool[],
  opts: { normalize: boolean; threads?: number; kernel: ExactKernel; chunk: number },
): Promise<QueryRanking[][]> {
  const dim = s.npy.dim;
  const exact = { normalize: false as const, threads: opts.threads, kernel: opts.kernel };
  const norm = (x: Float32Array): Float32Array => (opts.normalize ? normalizeRows(x, dim) : x);
  const BATCH = 1024;
  const fd = openSync(s.npy.file, 'r');
  try {
    const setups = [];
    for (const p of pools) {
      const qs = norm(
        gather(
          queries,
          p.queries.map((q) => q.id),
        ),
      );
      const rowOf = p.docs.map((d) => {
        const r = s.index.get(d.id);
        if (r === undefined) throw inputError(`no row for "${d.id}"`, { file: s.idsFile });
        return r;
      });
      const column = new Int32Array(s.npy.rows).fill(-1);
      rowOf.forEach((r, j) => (column[r] = j));
      const heaps = await watchedFirst(p, qs, rowOf, (r) => norm(readChecked(s, r, 1, fd)), dim, exact);
      setups.push({ p, qs, column, heaps });
    }
    for (let c0 = 0; c0 < s.npy.rows; c0 += opts.chunk) {
      const count = Math.min(opts.chunk, s.npy.rows - c0);
      const chunk = norm(readChecked(s, c0, count, fd));
      for (const { p, qs, column, heaps } of setups) {
        const js: number[] = [];
        for (let j = 0; j < count; j++) if (column[c0 + j] >= 0) js.push(j);
        if (js.length === 0) continue;
        const rows = new Float32Array(js.length * dim);
        js.forEach((j, i) => rows.set(chunk.subarray(j * dim, (j + 1) * dim), i * dim));
        const docs = Int32Array.from(js, (j) => column[c0 + j]);
        for (let q0 = 0; q0 < p.queries.length; q0 += BATCH) {
          const qn = Math.min(BATCH, p.queries.length - q0);
          const sc = await dotsExact(qs.subarray(q0 * dim, (q0 + qn) * dim), rows, dim, exact);
          for (let i = 0; i < qn; i++) heaps[q0 + i].offer(sc, i * js.length, js.length, docs);
        }
      }
    }
    return setups.map(({ p, heaps }) =>
      heaps.map((h, qi) => {
        const r = h.result();
        return {
          top: r.top,
          scores: Float64Array.from(r.scores),
          watched: p.watch[qi].map((_, w) => ({ score: h.watchScore(w), rank: r.ranks[w] })),
          lastTies: r.lastTies,
          minRetrieved: r.min,
        };
      }),
    );
  } finally {
    closeSync(fd);
  }
}

/**
 * Each query's heap, with the scores of its watched documents computed first: queries in batches, each batch
 * against the rows its queries watch (read one by one), by the same kernel.
 */
async function watchedFirst(
  p: RankPool,
  qs: Float32Array,
  rowOf: readonly number[],
  readRow: (r: number) => Float32Array,
  dim: number,
  exact: { normalize: false; threads?: number; kernel: ExactKernel },
): Promise<RankHeap[]> {
  const heaps: RankHeap[] = [];
  const BATCH = 256;
  for (let q0 = 0; q0 < p.queries.length; q0 += BATCH) {
    const qn = Math.min(BATCH, p.queries.length - q0);
    const cols = new Map<number, number>();
    for (let i = 0; i < qn; i++) for (const d of p.watch[q0 + i]) if (!cols.has(d)) cols.set(d, cols.size);
    const rows = new Float32Array(cols.size * dim);
    for (const [d, c] of cols) rows.set(readRow(rowOf[d]), c * dim);
    const sc =
      cols.size > 0
        ? await dotsExact(qs.subarray(q0 * dim, (q0 + qn) * dim), rows, dim, exact)
        : new Float32Array(0);
    for (let i = 0; i < qn; i++) {
      const w = p.watch[q0 + i];
      const ws = Float32Array.from(w, (d) => sc[i * cols.size + cols.get(d)!]);
      heaps.push(new RankHeap(p.depth, p.ord, w, ws));
    }
  }
  return heaps;
}

export function createVectorsRetriever(name: string, options: Record<string, string>): Retriever {
  checkOptions(name, options, ['similarity', 'threads', 'name', 'kernel', 'chunk']);
  const dir = name.slice(name.indexOf(':') + 1);
  const folder = openVectorsFolder(dir);
  const sim = options.similarity ?? folder.similarity ?? 'cosine';
  if (sim !== 'cosine' && sim !== 'dot')
    throw usageError(`retriever ${name}: option similarity: expected "cosine" or "dot", got "${sim}"`);
  const threads = options.threads === undefined ? undefined : Number(options.threads);
  if (threads !== undefined && (!Number.isInteger(threads) || threads < 1 || threads > 64))
    throw usageError(
      `retriever ${name}: option threads: expected an integer in [1, 64], got "${options.threads}"`,
    );
  const kernelOpt = (options.kernel ?? 'auto') as ExactKernel;
  if (!EXACT_KERNELS.includes(kernelOpt))
    throw usageError(
      `retriever ${name}: option kernel: expected one of ${EXACT_KERNELS.join(', ')}, got "${options.kernel}"`,
    );
  const kernel = resolveKernel(kernelOpt);
  const chunk = options.chunk === undefined ? 16384 : Number(options.chunk);
  if (!Number.isInteger(chunk) || chunk < 1)
    throw usageError(`retriever ${name}: option chunk: expected a positive integer, got "${options.chunk}"`);
  let checked = false;
  // ids checked against the release once, on first use
  const check = (queries: readonly Query[], docs: readonly Doc[], ctx: RetrieveContext): void => {
    if (checked) return;
    checkAgainstRelease(
      folder,
      ctx.universe ?? {
        queries: new Set(queries.map((q) => q.id)),
        docs: new Set(docs.map((d) => d.id)),
      },
    );
    checked = true;
  };
  if (options.name !== undefined && options.name.trim() === '')
    throw usageError(`retriever ${name}: option name: empty`);
  return {
    name,
    ...(options.name !== undefined && { systemName: options.name }),
    config: Object.freeze({
      kind: 'vectors',
      dir,
      layout: folder.layout,
      similarity: sim,
      dim: folder.queries.npy.dim,
      dtype: { queries: folder.queries.npy.dtype, corpus: folder.corpus.npy.dtype },
      kernel: kernel.name,
    }),
    async score(queries: readonly Query[], docs: readonly Doc[], ctx: RetrieveContext) {
      check(queries, docs, ctx);
      const q = gather(
        folder.queries,
        queries.map((x) => x.id),
      );
      return scoreCorpusStreamed(folder.corpus, q, docs, {
        normalize: sim === 'cosine',
        threads,
        kernel: kernelOpt,
        chunk,
      });
    },
    async rank(pools: readonly RankPool[], ctx: RetrieveContext) {
      for (const p of pools) check(p.queries, p.docs, ctx);
      return rankCorpusStreamed(folder.corpus, folder.queries, pools, {
        normalize: sim === 'cosine',
        threads,
        kernel: kernelOpt,
        chunk,
      });
    },
  };
}

export const vectorsFactory: RetrieverFactory = {
  description:
    'embeddings computed elsewhere: vectors:DIR with queries.npy, corpus.npy and query_ids.txt, corpus_ids.txt (or ids.json)',
  options: {
    similarity: 'cosine (ids.json: its own)',
    threads: '(cores, at most 8)',
    name: '(the spec)',
    kernel: 'auto (onnx when onnxruntime-node is installed, else wasm)',
    chunk: '16384 (corpus rows read and scored at a time)',
  },
  create: (name, options) => createVectorsRetriever(name, { ...options }),
};

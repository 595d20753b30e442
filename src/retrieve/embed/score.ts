/**
 * Exact dense scoring: every query against every document, no approximate index.
 *
 * Vectors are packed into one row-major Float32Array per side. Each score is a sum over k = 0..dim-1 in
 * order, accumulated in double precision, so the blocked kernel returns bit-for-bit the same numbers as the
 * naive loop (tested). The speed comes from a 4-query x 2-document register block (each loaded document
 * value is used four times, each query value twice) over tiles of documents that stay in cache.
 */
import { ExecretError } from '../../core/errors.js';

/** Row-major packed vectors. */
export interface Matrix {
  rows: number;
  dim: number;
  data: Float32Array;
}

/** Pack vectors into a matrix, L2-normalising each row when `normalize` (zero vectors stay zero). */
export function packRows(vectors: readonly Float32Array[], normalize: boolean, dim?: number): Matrix {
  const d = dim ?? (vectors.length ? vectors[0].length : 0);
  const data = new Float32Array(vectors.length * d);
  for (let i = 0; i < vectors.length; i++) {
    const v = vectors[i];
    if (v.length !== d) {
      throw new ExecretError('E_PROVIDER', `vector ${i} has ${v.length} dimensions, expected ${d}`);
    }
    let scale = 1;
    if (normalize) {
      let ss = 0;
      for (let k = 0; k < d; k++) ss += v[k] * v[k];
      scale = ss > 0 ? 1 / Math.sqrt(ss) : 0;
    }
    const off = i * d;
    for (let k = 0; k < d; k++) data[off + k] = v[k] * scale;
  }
  return { rows: vectors.length, dim: d, data };
}

/** Documents per tile: 128 x 768 float32 = 384 KiB, about one L2 cache. */
const DOC_TILE = 128;

/**
 * scores[q][j] = sum_k Q[q,k] * D[j,k] for every query q and document j. Rows of the result align with the
 * query matrix, entries with the document matrix.
 */
export function dotAll(q: Matrix, d: Matrix): Float64Array[] {
  if (q.rows > 0 && d.rows > 0 && q.dim !== d.dim) {
    throw new ExecretError('E_PROVIDER', `query vectors have ${q.dim} dimensions, document vectors ${d.dim}`);
  }
  const out: Float64Array[] = [];
  for (let i = 0; i < q.rows; i++) out.push(new Float64Array(d.rows));
  for (let j0 = 0; j0 < d.rows; j0 += DOC_TILE) {
    const tile: Tile = { Q: q.data, D: d.data, out, dim: q.dim, j0, j1: Math.min(d.rows, j0 + DOC_TILE) };
    let i = 0;
    for (; i + 4 <= q.rows; i += 4) fourQueries(tile, i);
    for (; i < q.rows; i++) oneQuery(tile, i);
  }
  return out;
}

/** One tile of documents [j0, j1) and where its scores go. */
interface Tile {
  Q: Float32Array;
  D: Float32Array;
  out: Float64Array[];
  dim: number;
  j0: number;
  j1: number;
}

/** Queries i..i+3 against the tile: the 4x2 register block, then a 4x1 block for an odd last document. */
function fourQueries({ Q, D, out, dim, j0, j1 }: Tile, i: number): void {
  const a0 = i * dim,
    a1 = a0 + dim,
    a2 = a1 + dim,
    a3 = a2 + dim;
  const r0 = out[i],
    r1 = out[i + 1],
    r2 = out[i + 2],
    r3 = out[i + 3];
  let j = j0;
  for (; j + 2 <= j1; j += 2) {
    const b0 = j * dim,
      b1 = b0 + dim;
    let s00 = 0,
      s01 = 0,
      s10 = 0,
      s11 = 0,
      s20 = 0,
      s21 = 0,
      s30 = 0,
      s31 = 0;
    for (let k = 0; k < dim; k++) {
      const x0 = D[b0 + k],
        x1 = D[b1 + k];
      const y0 = Q[a0 + k],
        y1 = Q[a1 + k],
        y2 = Q[a2 + k],
        y3 = Q[a3 + k];
      s00 += y0 * x0;
      s01 += y0 * x1;
      s10 += y1 * x0;
      s11 += y1 * x1;
      s20 += y2 * x0;
      s21 += y2 * x1;
      s30 += y3 * x0;
      s31 += y3 * x1;
    }
    r0[j] = s00;
    r0[j + 1] = s01;
    r1[j] = s10;
    r1[j + 1] = s11;
    r2[j] = s20;
    r2[j + 1] = s21;
    r3[j] = s30;
    r3[j + 1] = s31;
  }
  for (; j < j1; j++) {
    const b0 = j * dim;
    let s0 = 0,
      s1 = 0,
      s2 = 0,
      s3 = 0;
    for (let k = 0; k < dim; k++) {
      const x = D[b0 + k];
      s0 += Q[a0 + k] * x;
      s1 += Q[a1 + k] * x;
      s2 += Q[a2 + k] * x;
      s3 += Q[a3 + k] * x;
    }
    r0[j] = s0;
    r1[j] = s1;
    r2[j] = s2;
    r3[j] = s3;
  }
}

/** A query left over after the blocks of four, against the tile. */
function oneQuery({ Q, D, out, dim, j0, j1 }: Tile, i: number): void {
  const a = i * dim;
  const r = out[i];
  for (let j = j0; j < j1; j++) {
    const b = j * dim;
    let s = 0;
    for (let k = 0; k < dim; k++) s += Q[a + k] * D[b + k];
    r[j] = s;
  }
}

/** The plain loop: one dot product per (query, document) pair. The benchmark's baseline and the tests' oracle. */
export function dotAllNaive(queries: readonly Float32Array[], docs: readonly Float32Array[]): Float64Array[] {
  return queries.map((qv) => {
    const row = new Float64Array(docs.length);
    for (let j = 0; j < docs.length; j++) {
      const dv = docs[j];
      let s = 0;
      for (let k = 0; k < qv.length; k++) s += qv[k] * dv[k];
      row[j] = s;
    }
    return row;
  });
}

/** Cosine (normalise both sides, then dot) or raw dot product. */
export function scoreVectors(
  queries: readonly Float32Array[],
  docs: readonly Float32Array[],
  similarity: 'cosine' | 'dot',
): Float64Array[] {
  const dim = queries.length ? queries[0].length : docs.length ? docs[0].length : 0;
  const normalize = similarity === 'cosine';
  return dotAll(packRows(queries, normalize, dim), packRows(docs, normalize, dim));
}

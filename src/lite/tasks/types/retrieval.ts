import { inputError } from '../../../core/errors.js';
import { idOrder, topK } from '../../../retrieve/rank.js';
import { defineTaskType, type TaskMeta, type Vectors } from '../task-type.js';
import { rowsOf, str, type RowAt } from '../rows.js';
import { cosine } from '../metrics/cosine.js';
import { gradedNdcgAtK } from '../metrics/ndcg.js';
import { meanOrZero } from '../common.js';
import { applyPools, poolFiles, type PoolParams } from '../../pools/format.js';

export interface RetrievalData {
  meta: TaskMeta;
  /** query ids with at least one relevant document in the split's qrels, in queries.jsonl order */
  ids: string[];
  queryText: string[];
  /** corpus id → text (BEIR: title and text joined by a space when there is a title) */
  docs: Map<string, string>;
  /** per item, relevance of its judged documents (qrels score) */
  relevance: Map<string, number>[];
  /** per item, its candidate pool (`lite pools`), or null: the whole corpus */
  candidates: (string[] | null)[];
  /** how the pools were made (their manifest's params), when the task has pools */
  pools?: PoolParams;
}

/** BEIR's document text: "title text" when the title is not empty, else the text. */
export function beirDocText(r: RowAt): string {
  const title = (r.value as { title?: unknown }).title;
  const text = str(r, 'text');
  return typeof title === 'string' && title.trim() !== '' ? `${title} ${text}` : text;
}

/** qrels rows [query-id, corpus-id, score] → relevance per query (ids must exist in corpus and queries). */
function readQrels(rows: RowAt[], docs: Map<string, string>, queries: Set<string>) {
  const out = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const [q, d, s] = r.value as string[];
    const score = Number(s);
    if (!Number.isInteger(score))
      throw inputError(`expected an integer score, got "${s}"`, { ...r, field: 'score' });
    if (!queries.has(q)) throw inputError(`unknown query "${q}"`, { ...r, field: 'query-id' });
    if (!docs.has(d)) throw inputError(`unknown document "${d}"`, { ...r, field: 'corpus-id' });
    const m = out.get(q) ?? new Map<string, number>();
    m.set(d, score);
    out.set(q, m);
  }
  return out;
}

/** Read a BEIR folder's rows into corpus, queries and relevance (shared with `lite pools`). */
export function readBeirRows(files: Parameters<typeof rowsOf>[0], split: string) {
  const docs = new Map<string, string>();
  for (const r of rowsOf(files, 'corpus.jsonl')) {
    const id = str(r, '_id');
    if (docs.has(id)) throw inputError(`document "${id}" appears twice`, { ...r, field: '_id' });
    docs.set(id, beirDocText(r));
  }
  const queries = new Map<string, string>();
  for (const r of rowsOf(files, 'queries.jsonl')) {
    const id = str(r, '_id');
    if (queries.has(id)) throw inputError(`query "${id}" appears twice`, { ...r, field: '_id' });
    queries.set(id, str(r, 'text'));
  }
  const qrels = readQrels(rowsOf(files, `qrels/${split}.tsv`), docs, new Set(queries.keys()));
  return { docs, queries, qrels };
}

function queryOutcome(d: RetrievalData, v: Vectors, i: number): number {
  const cand = d.candidates[i] ?? [...d.docs.keys()];
  const q = v.get('query', d.queryText[i]);
  const scores = Float64Array.from(cand, (id) => cosine(q, v.get('document', d.docs.get(id)!)));
  const top = topK(scores, idOrder(cand), 10);
  return gradedNdcgAtK(
    Array.from(top, (j) => cand[j]),
    d.relevance[i],
    10,
  );
}

/**
 * Retrieval: a BEIR folder (corpus.jsonl, queries.jsonl, qrels/<split>.tsv). Items are the queries with a
 * relevant document. A query's outcome is nDCG@10 (graded, trec_eval's ndcg_cut.10) of its candidates ranked by
 * cosine (ties: document id descending, trec_eval's order): the candidates are its pool from `lite pools` when
 * task.json names one (`"pools": "DIR"`), else the whole corpus. Main score `ndcg_at_10`: the mean.
 */
export const retrieval = defineTaskType<RetrievalData>({
  name: 'Retrieval',
  summary: 'queries against a corpus (BEIR folder); nDCG@10 over the candidate pool',
  kind: 'item',
  outcome: 'continuous',
  mainScores: ['ndcg_at_10'],
  params: { pools: '' },
  files: (meta) => ['corpus.jsonl', 'queries.jsonl', `qrels/${meta.split}.tsv`, ...poolFiles(meta)],
  fromRows(files, meta) {
    const { docs, queries, qrels } = readBeirRows(files, meta.split);
    const ids = [...queries.keys()].filter((q) => [...(qrels.get(q)?.values() ?? [])].some((s) => s > 0));
    const data: RetrievalData = {
      meta,
      ids,
      queryText: ids.map((q) => queries.get(q)!),
      docs,
      relevance: ids.map((q) => qrels.get(q)!),
      candidates: ids.map(() => null),
    };
    return applyPools(data, files, meta);
  },
  itemIds: (d) => d.ids,
  needs: (d, items) =>
    Array.from(items).flatMap((i) => [
      { role: 'query' as const, text: d.queryText[i] },
      ...(d.candidates[i] ?? [...d.docs.keys()]).map((id) => ({
        role: 'document' as const,
        text: d.docs.get(id)!,
      })),
    ]),
  outcomes: (d, v, items) => Float64Array.from(items, (i) => queryOutcome(d, v, i)),
  score: (d, v, items) => meanOrZero(Float64Array.from(items, (i) => queryOutcome(d, v, i))),
  example: {
    rows: {
      'corpus.jsonl': [
        { _id: 'd1', text: 'x' },
        { _id: 'd2', text: 'xy' },
        { _id: 'd3', text: 'y' },
      ],
      'queries.jsonl': [
        { _id: 'q1', text: 'about x' },
        { _id: 'q2', text: 'about y' },
      ],
      'qrels/test.tsv': [
        ['q1', 'd2', '1'],
        ['q2', 'd3', '2'],
        ['q2', 'd2', '1'],
      ],
    },
    vectors: { x: [1, 0], xy: [0.6, 0.8], y: [0, 1], 'about x': [1, 0], 'about y': [0, 1] },
    outcomes: [1 / Math.log2(3), 1],
    score: (1 / Math.log2(3) + 1) / 2,
    note: 'q1 ranks d1 above its relevant d2: nDCG = (1/log2 3)/1; q2 ranks d3 (gain 2) then d2 (gain 1), the ideal order',
  },
});

import { defineTaskType, type TaskMeta, type Vectors } from '../task-type.js';
import { str, strList, splitFile, splitRows } from '../rows.js';
import { cos, meanOrZero } from '../common.js';
import { averagePrecision } from '../metrics/average-precision.js';
import { gradedNdcgAtK } from '../metrics/ndcg.js';

interface RerankData {
  meta: TaskMeta;
  ids: string[];
  query: string[];
  positive: string[][];
  negative: string[][];
}

/** One sample's outcome: AP of its candidates by cosine (`map`), or nDCG@10 (`ndcg_at_10`). */
function sampleOutcome(d: RerankData, v: Vectors, i: number): number {
  const cand = [...d.positive[i], ...d.negative[i]];
  const scores = cand.map((c) => cos(v, 'query', d.query[i], 'document', c));
  if (d.meta.mainScore === 'ndcg_at_10') {
    // a stable sort: tied candidates keep their order in the row (positives first)
    const order = cand.map((_, j) => j).sort((a, b) => scores[b] - scores[a]);
    const rel = new Map(d.positive[i].map((_, j) => [String(j), 1]));
    return gradedNdcgAtK(order.map(String), rel, 10);
  }
  return averagePrecision(
    cand.map((_, j) => (j < d.positive[i].length ? 1 : 0)),
    scores,
  );
}

/**
 * Reranking: rows {query, positive: [...], negative: [...]}. A sample's outcome is the average precision of its
 * own candidates ranked by cosine to the query (scikit-learn's AP: tied scores count together), or nDCG@10 when
 * the main score is `ndcg_at_10`. Main score: the mean over samples (`map`, or `ndcg_at_10`).
 */
export const reranking = defineTaskType<RerankData>({
  name: 'Reranking',
  summary: 'a query with positive and negative candidates; MAP of the cosine ranking',
  kind: 'item',
  outcome: 'continuous',
  mainScores: ['map', 'ndcg_at_10'],
  params: {},
  files: splitFile,
  fromRows(files, meta) {
    const { rows, ids } = splitRows(files, meta);
    return {
      meta,
      ids,
      query: rows.map((r) => str(r, 'query')),
      positive: rows.map((r) => strList(r, 'positive')),
      negative: rows.map((r) => strList(r, 'negative', 0)),
    };
  },
  itemIds: (d) => d.ids,
  needs: (d, items) =>
    Array.from(items).flatMap((i) => [
      { role: 'query' as const, text: d.query[i] },
      ...[...d.positive[i], ...d.negative[i]].map((text) => ({ role: 'document' as const, text })),
    ]),
  outcomes: (d, v, items) => Float64Array.from(items, (i) => sampleOutcome(d, v, i)),
  score: (d, v, items) => meanOrZero(Float64Array.from(items, (i) => sampleOutcome(d, v, i))),
  example: {
    rows: {
      'test.jsonl': [
        { query: 'q1', positive: ['p1'], negative: ['n1', 'n2'] },
        { query: 'q2', positive: ['p2'], negative: ['n1'] },
      ],
    },
    vectors: { q1: [1, 0], q2: [0, 1], p1: [0.6, 0.8], p2: [0, 1], n1: [1, 0], n2: [0, 1] },
    outcomes: [0.5, 1],
    score: 0.75,
    note: 'q1 ranks n1 (cos 1) above its positive p1 (0.6): AP ½; q2 ranks p2 first: AP 1',
  },
});

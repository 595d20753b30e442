import { createRng } from '../../../core/rng.js';
import { kmeans } from '../../fitting/kmeans.js';
import { defineTaskType, type TaskMeta, type Vectors } from '../task-type.js';
import { label, sortLabels, str, splitFile, splitRows } from '../rows.js';
import { symmetric } from '../common.js';
import { vMeasure } from '../metrics/v-measure.js';

interface ClusterData {
  meta: TaskMeta;
  ids: string[];
  texts: string[];
  labels: (string | number)[];
  /** every label in np.unique order (majority ties go to the first) */
  order: (string | number)[];
}

/** k-means (k = distinct labels in the set, k-means++ then Lloyd, seeded by the task) on the set's vectors. */
function clusterSet(d: ClusterData, v: Vectors, items: ArrayLike<number>): Int32Array {
  const n = items.length;
  const first = v.get('query', d.texts[items[0]]);
  const dim = first.length;
  const points = new Float64Array(n * dim);
  for (let s = 0; s < n; s++) points.set(v.get('query', d.texts[items[s]]), s * dim);
  const k = new Set(Array.from(items, (i) => d.labels[i])).size;
  const rng = createRng(d.meta.seed).fork(`clustering:${d.meta.name}`);
  return kmeans(points, n, dim, Math.min(k, n), rng).labels;
}

/**
 * Clustering: rows {text, label}. Within the scored set, k-means with k = the number of labels; an item's outcome
 * is 1 when the majority label of its cluster (ties: the first label in sorted order) is its own. Main score
 * `v_measure` of the clusters against the labels. mteb runs scikit-learn's MiniBatchKMeans; this is full k-means
 * from a k-means++ start seeded by the task's seed, so the same vectors give the same clusters everywhere.
 */
export const clustering = defineTaskType<ClusterData>({
  name: 'Clustering',
  summary: 'texts with class labels; V-measure of k-means clusters',
  kind: 'set',
  outcome: 'binary',
  mainScores: ['v_measure'],
  params: {},
  files: splitFile,
  fromRows(files, meta) {
    const { rows, ids } = splitRows(files, meta);
    const labels = rows.map((r) => label(r));
    return {
      meta,
      ids,
      texts: rows.map((r) => str(r, 'text')),
      labels,
      order: sortLabels(labels, rows[0]?.file ?? ''),
    };
  },
  itemIds: (d) => d.ids,
  needs: (d, items) => symmetric(Array.from(items, (i) => d.texts[i])),
  outcomes(d, v, items) {
    const clusters = clusterSet(d, v, items);
    const counts = new Map<number, Map<string | number, number>>();
    Array.from(items).forEach((i, s) => {
      const m = counts.get(clusters[s]) ?? new Map<string | number, number>();
      m.set(d.labels[i], (m.get(d.labels[i]) ?? 0) + 1);
      counts.set(clusters[s], m);
    });
    const majority = new Map<number, string | number>();
    for (const [c, m] of counts) {
      let best = d.order.find((l) => m.has(l))!;
      for (const l of d.order) if ((m.get(l) ?? 0) > m.get(best)!) best = l;
      majority.set(c, best);
    }
    return Float64Array.from(items, (i, s) => (majority.get(clusters[s]) === d.labels[i] ? 1 : 0));
  },
  score(d, v, items) {
    return vMeasure(
      Array.from(items, (i) => d.labels[i]),
      clusterSet(d, v, items),
    );
  },
  example: {
    rows: {
      'test.jsonl': [
        { text: 'a1', label: 'x' },
        { text: 'a2', label: 'x' },
        { text: 'b1', label: 'y' },
        { text: 'b2', label: 'x' },
      ],
    },
    vectors: { a1: [1, 0], a2: [0.9, 0.1], b1: [0, 1], b2: [0.1, 0.9] },
    outcomes: [1, 1, 0, 1],
    score: 0.34371101848545077,
    note: 'two clusters {a1, a2} and {b1, b2}; the second holds one x and one y, a tie that goes to x, so b1 (y) is wrong; V-measure of [x, x, y, x] against [0, 0, 1, 1]',
  },
});

import { inputError } from '../../../core/errors.js';
import { defineTaskType, type TaskMeta, type Vectors } from '../task-type.js';
import { str, type RowAt, splitFile, splitRows } from '../rows.js';
import { cos, meanOrZero, symmetric } from '../common.js';
import { averagePrecision } from '../metrics/average-precision.js';
import { bestAccuracyCut } from '../metrics/best-accuracy.js';

interface PairData {
  meta: TaskMeta;
  ids: string[];
  s1: string[];
  s2: string[];
  labels: Uint8Array;
  /** share of positive pairs over the whole task (a subset's AP is reweighted to it) */
  prior: number;
}

function label01(r: RowAt): number {
  const v = (r.value as Record<string, unknown>).label;
  if (v !== 0 && v !== 1) throw inputError('expected 0 or 1', { file: r.file, line: r.line, field: 'label' });
  return v;
}

/**
 * Weights that give a set the whole task's label prior π: positives π/π_S, negatives (1 − π)/(1 − π_S), where π_S
 * is the set's share of positives (all 1 when the set is the whole task, or holds one class only).
 */
export function priorWeights(labels: Uint8Array, prior: number): Float64Array {
  const pos = meanOrZero(labels);
  if (pos === 0 || pos === 1 || pos === prior) return new Float64Array(labels.length).fill(1);
  return Float64Array.from(labels, (l) => (l ? prior / pos : (1 - prior) / (1 - pos)));
}

const cosines = (d: PairData, v: Vectors, items: ArrayLike<number>) =>
  Float64Array.from(items, (i) => cos(v, 'query', d.s1[i], 'query', d.s2[i]));

/**
 * PairClassification: rows {sentence1, sentence2, label ∈ {0, 1}}. Within the scored set, a pair's outcome is 1
 * when mteb's accuracy-optimal cosine cut (metrics/best-accuracy.ts) classifies it correctly. Main scores:
 * `ap` (average precision of the cosine, scikit-learn's; mteb's cosine AP; on a subset, with sample weights that
 * restore the whole task's label prior) or `accuracy` (the best accuracy).
 */
export const pairClassification = defineTaskType<PairData>({
  name: 'PairClassification',
  summary: 'sentence pairs labelled 0/1; average precision of the cosine',
  kind: 'set',
  outcome: 'binary',
  mainScores: ['ap', 'accuracy'],
  params: {},
  files: splitFile,
  fromRows(files, meta) {
    const { rows, ids } = splitRows(files, meta);
    return {
      meta,
      ids,
      s1: rows.map((r) => str(r, 'sentence1')),
      s2: rows.map((r) => str(r, 'sentence2')),
      labels: Uint8Array.from(rows, label01),
      prior: meanOrZero(rows.map(label01)),
    };
  },
  itemIds: (d) => d.ids,
  needs: (d, items) => symmetric(Array.from(items).flatMap((i) => [d.s1[i], d.s2[i]])),
  outcomes(d, v, items) {
    const labels = Uint8Array.from(items, (i) => d.labels[i]);
    const { predicted } = bestAccuracyCut(cosines(d, v, items), labels);
    return Float64Array.from(labels, (l, s) => (predicted[s] === l ? 1 : 0));
  },
  score(d, v, items) {
    const labels = Uint8Array.from(items, (i) => d.labels[i]);
    const c = cosines(d, v, items);
    if (d.meta.mainScore === 'accuracy') return bestAccuracyCut(c, labels).accuracy;
    const ap = averagePrecision(labels, c, priorWeights(labels, d.prior));
    return Number.isNaN(ap) ? 0 : ap;
  },
  example: {
    rows: {
      'test.jsonl': [
        { sentence1: 'a', sentence2: 'same', label: 1 },
        { sentence1: 'a', sentence2: 'orthogonal', label: 0 },
        { sentence1: 'a', sentence2: 'near', label: 1 },
        { sentence1: 'a', sentence2: 'nearer', label: 0 },
      ],
    },
    vectors: { a: [1, 0], same: [1, 0], orthogonal: [0, 1], near: [0.6, 0.8], nearer: [0.8, 0.6] },
    outcomes: [1, 1, 0, 1],
    score: 5 / 6,
    note: 'cosines 1, 0, 0.6, 0.8: the best cut keeps only the first pair positive (accuracy 3/4), so the positive "near" pair is missed; AP = ½·1 + ½·⅔',
  },
});

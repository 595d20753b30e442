import { inputError } from '../../../core/errors.js';
import { defineTaskType, type TaskMeta, type Vectors } from '../task-type.js';
import { checkUnique, label, rowId, rowsOf, sortLabels, str } from '../rows.js';
import { meanOrZero, symmetric } from '../common.js';
import { fitLogistic, predictLogistic } from '../../fitting/logistic-regression.js';
import { NumpyRandomState } from '../../fitting/numpy-random.js';

interface ClassData {
  meta: TaskMeta;
  ids: string[];
  texts: string[];
  /** class index (into the sorted labels) of each test item */
  y: number[];
  trainTexts: string[];
  /** class index of each training row */
  trainY: number[];
  /** the training rows of each experiment (mteb's undersampling; they do not depend on the model) */
  experiments: number[][];
}

/**
 * mteb's undersampling, experiment by experiment: the index list is shuffled by a fresh
 * numpy RandomState(seed) (so the same permutation is applied again each time), then the first
 * `samplesPerLabel` rows of each label in that order are the experiment's training rows.
 */
export function undersample(
  labels: readonly number[],
  n: number,
  perLabel: number,
  seed: number,
): number[][] {
  const idxs = Array.from({ length: labels.length }, (_, i) => i);
  return Array.from({ length: n }, () => {
    new NumpyRandomState(seed).shuffle(idxs);
    const count = new Map<number, number>();
    return idxs.filter((i) => {
      const c = count.get(labels[i]) ?? 0;
      if (c >= perLabel) return false;
      count.set(labels[i], c + 1);
      return true;
    });
  });
}

function matrix(v: Vectors, texts: readonly string[]): { x: Float64Array; d: number } {
  const d = v.get('query', texts[0]).length;
  const x = new Float64Array(texts.length * d);
  texts.forEach((t, i) => x.set(v.get('query', t), i * d));
  return { x, d };
}

/** Per test item, the fraction of experiments whose classifier predicts its label. */
function fractionCorrect(d: ClassData, v: Vectors, items: ArrayLike<number>): Float64Array {
  const test = matrix(
    v,
    Array.from(items, (i) => d.texts[i]),
  );
  const correct = new Float64Array(items.length);
  for (const rows of d.experiments) {
    const train = matrix(
      v,
      rows.map((r) => d.trainTexts[r]),
    );
    const model = fitLogistic(
      train.x,
      rows.map((r) => d.trainY[r]),
      train.d,
    );
    predictLogistic(model, test.x, items.length).forEach((p, s) => {
      if (p === d.y[items[s]]) correct[s]++;
    });
  }
  return correct.map((c) => c / d.experiments.length);
}

/**
 * Classification: `<split>.jsonl` and `<train_split>.jsonl` rows {text, label}. mteb's protocol: n_experiments
 * runs, each training scikit-learn's LogisticRegression (lbfgs, C = 1, max_iter 100) on the undersampled
 * training rows (samples_per_label per label, numpy RandomState(seed) shuffles); an item's outcome is the
 * fraction of runs that classify it correctly, and the main score `accuracy` is their mean.
 */
export const classification = defineTaskType<ClassData>({
  name: 'Classification',
  summary: 'labelled texts; logistic regression on undersampled training rows',
  kind: 'item',
  outcome: 'continuous',
  mainScores: ['accuracy'],
  params: { train_split: 'train', n_experiments: 10, samples_per_label: 8 },
  files: (meta) => [`${meta.split}.jsonl`, `${meta.params.train_split}.jsonl`],
  fromRows(files, meta) {
    const testFile = `${meta.split}.jsonl`;
    const trainFile = `${meta.params.train_split}.jsonl`;
    const rows = rowsOf(files, testFile);
    const train = rowsOf(files, trainFile);
    if (train.length === 0) throw inputError('no training rows', { file: train[0]?.file ?? trainFile });
    const ids = rows.map(rowId);
    checkUnique(ids, rows);
    const trainLabels = train.map((r) => label(r));
    const classes = sortLabels(trainLabels, trainFile);
    const index = (l: string | number) => classes.indexOf(l);
    const trainY = trainLabels.map(index);
    const { n_experiments: n, samples_per_label: per } = meta.params as Record<string, number>;
    return {
      meta,
      ids,
      texts: rows.map((r) => str(r, 'text')),
      y: rows.map((r) => index(label(r))),
      trainTexts: train.map((r) => str(r, 'text')),
      trainY,
      experiments: undersample(trainY, n, per, meta.seed),
    };
  },
  itemIds: (d) => d.ids,
  needs: (d, items) =>
    symmetric([
      ...Array.from(items, (i) => d.texts[i]),
      ...[...new Set(d.experiments.flat())].sort((a, b) => a - b).map((r) => d.trainTexts[r]),
    ]),
  outcomes: fractionCorrect,
  score: (d, v, items) => meanOrZero(fractionCorrect(d, v, items)),
  example: {
    rows: {
      'test.jsonl': [
        { text: 'e1', label: 'a' },
        { text: 'e2', label: 'b' },
        { text: 'e3', label: 'b' },
      ],
      'train.jsonl': [
        { text: 't1', label: 'a' },
        { text: 't2', label: 'a' },
        { text: 't3', label: 'b' },
        { text: 't4', label: 'b' },
      ],
    },
    task: { n_experiments: 2, samples_per_label: 1 },
    vectors: {
      t1: [1, 0],
      t2: [0.9, 0.2],
      t3: [0, 1],
      t4: [0.2, 0.9],
      e1: [1, 0.1],
      e2: [0.1, 1],
      e3: [1, 0],
    },
    outcomes: [1, 1, 0],
    score: 2 / 3,
    note: 'each run trains on one "a" and one "b" row; e1 and e2 lie with their class, e3 is labelled b but sits among the a rows',
  },
});

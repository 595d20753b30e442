import { defineTaskType, type TaskMeta, type Vectors } from '../task-type.js';
import { str, splitFile, splitRows } from '../rows.js';
import { cos, symmetric } from '../common.js';
import { weightedF1 } from '../metrics/weighted-f1.js';

interface BitextData {
  meta: TaskMeta;
  ids: string[];
  source: string[];
  target: string[];
}

/** Index of the target nearest (cosine) each item's source, over every target of the task (ties: lower index). */
function nearest(d: BitextData, v: Vectors, items: ArrayLike<number>): number[] {
  return Array.from(items, (i) => {
    let best = 0,
      bestCos = -Infinity;
    for (let j = 0; j < d.target.length; j++) {
      const c = cos(v, 'query', d.source[i], 'query', d.target[j]);
      if (c > bestCos) [best, bestCos] = [j, c];
    }
    return best;
  });
}

/**
 * BitextMining: rows {sentence1, sentence2} (source and its translation). An item's outcome is 1 when its own
 * target is the nearest, by cosine, of all the task's targets (the others are the distractors, as in mteb).
 * Main score `f1`: support-weighted F1 of the predicted target indices (mteb's, through scikit-learn).
 */
export const bitextMining = defineTaskType<BitextData>({
  name: 'BitextMining',
  summary: 'translation pairs; nearest-neighbour search of each source among all targets',
  kind: 'item',
  outcome: 'binary',
  mainScores: ['f1', 'accuracy'],
  params: {},
  files: splitFile,
  fromRows(files, meta) {
    const { rows, ids } = splitRows(files, meta);
    return {
      meta,
      ids,
      source: rows.map((r) => str(r, 'sentence1')),
      target: rows.map((r) => str(r, 'sentence2')),
    };
  },
  itemIds: (d) => d.ids,
  needs: (d, items) => symmetric([...Array.from(items, (i) => d.source[i]), ...d.target]),
  outcomes: (d, v, items) => Float64Array.from(nearest(d, v, items), (j, s) => (j === items[s] ? 1 : 0)),
  score(d, v, items) {
    const pred = nearest(d, v, items);
    const truth = Array.from(items);
    if (d.meta.mainScore === 'accuracy') return truth.filter((t, s) => pred[s] === t).length / truth.length;
    return weightedF1(truth, pred);
  },
  example: {
    rows: {
      'test.jsonl': [
        { sentence1: 's0', sentence2: 't0' },
        { sentence1: 's1', sentence2: 't1' },
        { sentence1: 's2', sentence2: 't2' },
      ],
    },
    vectors: { s0: [1, 0], t0: [0.9, 0.1], s1: [0, 1], t1: [0.8, 0.2], s2: [0.7, 0.7], t2: [0, 1] },
    outcomes: [1, 0, 0],
    score: 1 / 3,
    note: 's0 finds t0; s1 finds t2 and s2 finds t1; weighted F1 = (1 + 0 + 0) / 3',
  },
});

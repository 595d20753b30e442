import { spearman } from '../../../stats/correlation.js';
import { defineTaskType, type TaskMeta, type Vectors } from '../task-type.js';
import { num, str, splitFile, splitRows } from '../rows.js';
import { cos, percentiles, symmetric } from '../common.js';

interface StsData {
  meta: TaskMeta;
  ids: string[];
  s1: string[];
  s2: string[];
  gold: number[];
}

const cosines = (d: StsData, v: Vectors, items: ArrayLike<number>) =>
  Float64Array.from(items, (i) => cos(v, 'query', d.s1[i], 'query', d.s2[i]));

/**
 * STS (semantic textual similarity): rows {sentence1, sentence2, score}. Within the scored set, each pair's
 * outcome is 1 − |pct(cos) − pct(gold)|, pct = (average rank − 1) / (n − 1); the main score `cosine_spearman`
 * is Spearman(gold, cos) over the set (0 when undefined).
 */
export const sts = defineTaskType<StsData>({
  name: 'STS',
  summary: 'sentence pairs with gold similarity; Spearman of cosine against gold',
  kind: 'set',
  outcome: 'continuous',
  mainScores: ['cosine_spearman'],
  params: {},
  files: splitFile,
  fromRows(files, meta) {
    const { rows, ids } = splitRows(files, meta);
    return {
      meta,
      ids,
      s1: rows.map((r) => str(r, 'sentence1')),
      s2: rows.map((r) => str(r, 'sentence2')),
      gold: rows.map((r) => num(r, 'score')),
    };
  },
  itemIds: (d) => d.ids,
  needs: (d, items) => symmetric(Array.from(items).flatMap((i) => [d.s1[i], d.s2[i]])),
  outcomes(d, v, items) {
    const pc = percentiles(cosines(d, v, items));
    const pg = percentiles(Array.from(items, (i) => d.gold[i]));
    return pc.map((p, s) => 1 - Math.abs(p - pg[s]));
  },
  score(d, v, items) {
    const r = spearman(
      Array.from(items, (i) => d.gold[i]),
      cosines(d, v, items),
    );
    return Number.isNaN(r) ? 0 : r;
  },
  example: {
    rows: {
      'test.jsonl': [
        { sentence1: 'a', sentence2: 'same', score: 5 },
        { sentence1: 'a', sentence2: 'orthogonal', score: 3 },
        { sentence1: 'a', sentence2: 'opposite', score: 4 },
      ],
    },
    vectors: { a: [1, 0], same: [1, 0], orthogonal: [0, 1], opposite: [-1, 0] },
    outcomes: [1, 0.5, 0.5],
    score: 0.5,
    note: 'cosines 1, 0, −1 have percentiles 1, 0.5, 0; gold 5, 3, 4 has 1, 0, 0.5; Spearman = 1 − 6·2/(3·8) = 0.5',
  },
});

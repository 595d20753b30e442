import { spearman } from '../../../stats/correlation.js';
import { defineTaskType, type TaskMeta, type Vectors } from '../task-type.js';
import { numList, strList, splitFile, splitRows } from '../rows.js';
import { cos, meanOrZero, symmetric } from '../common.js';

interface SummData {
  meta: TaskMeta;
  ids: string[];
  human: string[][];
  machine: string[][];
  relevance: number[][];
}

/** Spearman(relevance, max cosine of each machine summary to the human ones); null when the predictions tie. */
function itemSpearman(d: SummData, v: Vectors, i: number): number | null {
  const pred = d.machine[i].map((m) => Math.max(...d.human[i].map((h) => cos(v, 'query', m, 'query', h))));
  if (new Set(pred).size === 1) return null;
  return spearman(d.relevance[i], pred);
}

/**
 * Summarization: rows {human_summaries, machine_summaries, relevance} (relevance: one human score per machine
 * summary). An item's outcome is Spearman(relevance, max cosine of each machine summary to the human summaries),
 * in [−1, 1]. As in mteb, a row whose relevance scores are all equal is not an item, and a model whose
 * predictions for a row all tie is skipped in the main score (`cosine_spearman`, the mean over rows); its outcome
 * for that row is 0.
 */
export const summarization = defineTaskType<SummData>({
  name: 'Summarization',
  summary: 'machine summaries with human relevance; Spearman of the max cosine to human summaries',
  kind: 'item',
  outcome: 'continuous',
  mainScores: ['cosine_spearman'],
  params: {},
  files: splitFile,
  fromRows(files, meta) {
    const { rows: all, ids } = splitRows(files, meta);
    const machine = all.map((r) => strList(r, 'machine_summaries', 2));
    const relevance = all.map((r, i) => numList(r, 'relevance', machine[i].length));
    const keep = all.map((_, i) => new Set(relevance[i]).size > 1);
    const pick = <T>(xs: T[]) => xs.filter((_, i) => keep[i]);
    return {
      meta,
      ids: pick(ids),
      human: pick(all.map((r) => strList(r, 'human_summaries'))),
      machine: pick(machine),
      relevance: pick(relevance),
    };
  },
  itemIds: (d) => d.ids,
  needs: (d, items) => symmetric(Array.from(items).flatMap((i) => [...d.human[i], ...d.machine[i]])),
  outcomes: (d, v, items) => Float64Array.from(items, (i) => itemSpearman(d, v, i) ?? 0),
  score(d, v, items) {
    const r = Array.from(items, (i) => itemSpearman(d, v, i)).filter((x): x is number => x !== null);
    return meanOrZero(r);
  },
  example: {
    rows: {
      'test.jsonl': [
        { human_summaries: ['h1'], machine_summaries: ['m1', 'm2', 'm3'], relevance: [3, 1, 2] },
        { human_summaries: ['h2'], machine_summaries: ['m1', 'm2', 'm3'], relevance: [2, 3, 1] },
      ],
    },
    vectors: { h1: [1, 0], h2: [0, 1], m1: [1, 0], m2: [0, 1], m3: [1, 1] },
    outcomes: [1, 0.5],
    score: 0.75,
    note: 'row 1: cosines 1, 0, 0.71 rank as the relevance does (ρ = 1); row 2: cosines 0, 1, 0.71 against relevance 2, 3, 1 give ρ = 0.5',
  },
});

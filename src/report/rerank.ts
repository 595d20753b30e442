/**
 * The report's reranker section, as data: the lift of every pipeline over its first stage, and the reranker table,
 * which shows each pipeline's exec@1 at every pool density evaluated (`eval --density 4,1`) beside `medoid` on the
 * same first-stage lists: the structure-only diagnostic, computed here from the first stage's top ids, so every
 * pipeline gets its own baseline. "Beyond structure" is the pipeline's exec@1 minus medoid's.
 */
import type { CorpusRecord } from '../core/types.js';
import { baseName } from '../evaluate/density.js';
import { isPipeline, lift, liftTable, type Lift } from '../evaluate/lift.js';
import type { Results, ResultsSystem } from '../evaluate/results.js';
import { medoidOrder } from '../retrieve/rerank/medoid.js';
import { f3, type Table } from './tables.js';

export interface RerankCell {
  exec1: number;
  /** medoid's exec@1 on the same first-stage lists */
  medoid: number;
  /** exec1 - medoid */
  beyond: number;
}

export interface RerankRow {
  /** the pipeline's spec (without "@density=N") */
  pipeline: string;
  kind: string;
  /** per density label, in `densities` order (null: not evaluated at that density) */
  cells: (RerankCell | null)[];
}

export interface RerankReport {
  lift: Lift[];
  /** column labels: "as built" for the pool as built, else the distractors kept per task */
  densities: string[];
  rows: RerankRow[];
  /** true when no pipeline was evaluated at density 1 */
  missingDensity1: boolean;
}

const AS_BUILT = 'as built';

/** The section, or null when the folder has no pipeline. */
export function rerankReport(
  results: Results,
  corpus: ReadonlyMap<string, CorpusRecord>,
): RerankReport | null {
  const pipelines = results.systems.filter(isPipeline);
  if (pipelines.length === 0) return null;
  const label = (s: ResultsSystem) => (s.density ? String(s.density.clones) : AS_BUILT);
  const densities = [...new Set(pipelines.map(label))].sort((a, b) =>
    a === AS_BUILT ? -1 : b === AS_BUILT ? 1 : Number(b) - Number(a),
  );
  const lifts = lift(results); // one per pipeline, in the order of `pipelines`
  const byName = new Map<string, RerankRow>();
  for (const [i, s] of pipelines.entries()) {
    const name = baseName(s);
    const kinds = lifts[i].rerankers.map((r) => r.kind);
    const row = byName.get(name) ?? {
      pipeline: name,
      kind: [...new Set(kinds)].join('+'),
      cells: densities.map(() => null),
    };
    byName.set(name, row);
    row.cells[densities.indexOf(label(s))] = cell(s, corpus);
  }
  return {
    lift: lifts,
    densities,
    rows: [...byName.values()],
    missingDensity1: !densities.includes('1'),
  };
}

function cell(s: ResultsSystem, corpus: ReadonlyMap<string, CorpusRecord>): RerankCell {
  let exec1 = 0;
  let medoid = 0;
  for (const r of s.rows) {
    exec1 += r.metrics['exec@1'];
    const first = r.pipeline!.first;
    const order = medoidOrder(first.map((id) => corpus.get(id)?.text ?? ''));
    if (first.length && r.passing.includes(first[order[0]])) medoid++;
  }
  const n = s.rows.length;
  return { exec1: exec1 / n, medoid: medoid / n, beyond: (exec1 - medoid) / n };
}

export function rerankTable(r: RerankReport): Table {
  const label = (d: string) => (d === AS_BUILT ? 'pool as built' : `N = ${d}`);
  return {
    head: [
      'pipeline',
      'kind',
      ...r.densities.flatMap((d) => [
        `exec@1 ${label(d)}`,
        `medoid ${label(d)}`,
        `beyond structure ${label(d)}`,
      ]),
    ],
    rows: r.rows.map((row) => [
      row.pipeline,
      row.kind,
      ...row.cells.flatMap((c) =>
        c
          ? [f3(c.exec1), f3(c.medoid), `${c.beyond >= 0 ? '+' : ''}${c.beyond.toFixed(3)}`]
          : ['–', '–', '–'],
      ),
    ]),
  };
}

export function liftReportTable(r: RerankReport): Table {
  return liftTable(r.lift);
}

/** The section's prose, shared by both renderings. */
export const RERANK_NOTES = {
  lift: "Each pipeline against its own first stage: stage 1's exec@1 and task@1 (its top 1 is of the query's task), the pipeline's exec@1, the ceiling (stage 1's exec@depth), the share of the gap to the ceiling closed, exact McNemar on exec@1 (n01: only the pipeline passes; n10: only stage 1), and the cost: API calls, sandboxed suites, seconds.",
  table:
    'Listwise rerankers can exploit the pool\'s structure (a star of single edits around the canonical) without understanding the code. medoid, the structure-only diagnostic (no query, no execution), reorders the same first-stage lists; "beyond structure" is what a reranker adds to it. At N = 1 each query keeps one clone and structure gives nothing away.',
  missingDensity1:
    'No pipeline was evaluated at pool density 1: run `execret eval ... --density 4,1` to see both.',
};

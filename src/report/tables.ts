import type { Report } from './report.js';

/**
 * The tables the Markdown and HTML renderings share, as data: a header and rows of cell texts. Each renderer only
 * decides how a table is written.
 */
export interface Table {
  head: string[];
  rows: string[][];
}

export const f3 = (x: number | null | undefined): string =>
  x === null || x === undefined || !Number.isFinite(x) ? '–' : x.toFixed(3);
export const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** Every bug type seen by any system, sorted. */
export function bugTypes(r: Report): string[] {
  return [...new Set(r.systems.flatMap((s) => s.deception.byBugType.map((b) => b.bugType)))].sort();
}

export function bugTypeTable(r: Report): Table {
  return {
    head: ['bug type', ...r.systems.map((s) => s.name)],
    rows: bugTypes(r).map((b) => [
      b,
      ...r.systems.map((s) => {
        const c = s.deception.byBugType.find((x) => x.bugType === b);
        return c ? `${pct(c.rate)} (${c.deceived}/${c.triples})` : '–';
      }),
    ]),
  };
}

export function poolDensityTable(r: Report): Table {
  return {
    head: [
      'system',
      ...r.systems[0].poolDensity.points.map((p) => `k=${p.k}`),
      'relative drop from one clone',
    ],
    rows: r.systems.map((s) => [
      s.name,
      ...s.poolDensity.points.map((p) => f3(p.exec1)),
      s.poolDensity.relativeDropOneClone === null ? '–' : pct(s.poolDensity.relativeDropOneClone),
    ]),
  };
}

export function stackedTable(stacked: NonNullable<Report['stacked']>): Table {
  return {
    head: ['system', 'exec@1 single', 'exec@1 stacked', 'deception single', 'deception stacked'],
    rows: stacked.map((s) => [
      s.system,
      f3(s.single.exec1),
      f3(s.stacked.exec1),
      pct(s.single.deception),
      pct(s.stacked.deception),
    ]),
  };
}

export function hardestTable(r: Report): Table {
  return {
    head: ['query', 'domain', 'solved by', 'mean canonical rank'],
    rows: r.perDomain.hardest.map((q) => [
      q.query,
      q.domain,
      q.solvedBy.length ? q.solvedBy.join(', ') : 'none',
      q.meanCanonicalRank.toFixed(1),
    ]),
  };
}

import type { CorpusRecord } from '../core/types.js';
import type { PerQueryRow } from '../evaluate/evaluate.js';

/** One evaluated system: its name and per-query rows (sorted by query id). */
export interface SystemRows {
  name: string;
  rows: readonly PerQueryRow[];
}

/** Corpus lookup by id, from the release. */
export type CorpusIndex = ReadonlyMap<string, CorpusRecord>;

export type { PerQueryRow };

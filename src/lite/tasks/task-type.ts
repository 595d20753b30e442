import type { Role } from '../../retrieve/types.js';

/**
 * The task types of MTEB-lite: one small interface and one frozen table (tasks/registry.ts). A task type reads
 * its rows, says which texts a set of items needs encoded, and turns the vectors of those texts into per-item
 * outcomes and the task's main score, as mteb defines them.
 */
export const TASK_TYPE_NAMES = [
  'Retrieval',
  'Reranking',
  'Classification',
  'STS',
  'PairClassification',
  'Clustering',
  'Summarization',
  'BitextMining',
] as const;
export type TaskTypeName = (typeof TASK_TYPE_NAMES)[number];

/** What task.json says about a task, resolved with the type's defaults. */
export interface TaskMeta {
  name: string;
  type: TaskTypeName;
  /** the mteb main score the full task score is (e.g. ndcg_at_10, accuracy, cosine_spearman) */
  mainScore: string;
  /** the evaluation split: rows come from `<split>.jsonl` (Retrieval: qrels/<split>.tsv) */
  split: string;
  /** mteb's seed (42) for the randomness a type has (classification undersampling, k-means) */
  seed: number;
  /** type-specific settings (n_experiments, samples_per_label, train_split), defaults filled in */
  params: Readonly<Record<string, number | string>>;
}

/** A text and the role it is encoded with (asymmetric models embed queries and documents differently). */
export interface TextNeed {
  role: Role;
  text: string;
}

/** The vectors of the texts a computation asked for. */
export interface Vectors {
  get(role: Role, text: string): ArrayLike<number>;
}

/** A tiny worked example: rows, a 2-d vector per text, and the outcomes and main score they give. */
export interface WorkedExample {
  /** the rows, in the shape `fromRows` takes */
  rows: unknown;
  /** task.json fields beyond the type (main_score, params) */
  task?: Record<string, unknown>;
  vectors: Readonly<Record<string, readonly number[]>>;
  outcomes: readonly number[];
  score: number;
  /** why the numbers are what they are */
  note: string;
}

/** Rows read from a task folder, one entry per file, with line numbers for error messages. */
export type RowsByFile = Readonly<Record<string, { file: string; rows: { line: number; value: unknown }[] }>>;

export interface TaskType<D extends { meta: TaskMeta } = { meta: TaskMeta }> {
  readonly name: TaskTypeName;
  readonly summary: string;
  /** 'item': an item's outcome is its own; 'set': outcomes and the score depend on the other items of the set */
  readonly kind: 'item' | 'set';
  /** 0/1 outcomes (2PL item model) or continuous ones */
  readonly outcome: 'binary' | 'continuous';
  /** the main scores it computes; the first is the default */
  readonly mainScores: readonly string[];
  /** type-specific task.json settings and their defaults */
  readonly params: Readonly<Record<string, number | string>>;
  /** the files (relative to the task folder) `fromRows` reads, given the resolved task */
  files(meta: TaskMeta): readonly string[];
  /** validate rows into the task's data (errors name the file, line and field) */
  fromRows(rows: RowsByFile, meta: TaskMeta): D;
  /** item ids, in item order */
  itemIds(d: D): readonly string[];
  /** the texts outcomes on these items need */
  needs(d: D, items: ArrayLike<number>): TextNeed[];
  /** per-item outcomes of `items` (set types: computed within that set) */
  outcomes(d: D, v: Vectors, items: ArrayLike<number>): Float64Array;
  /** the task's main score over `items` (mteb's definition, for the whole task when items are all of them) */
  score(d: D, v: Vectors, items: ArrayLike<number>): number;
  readonly example: WorkedExample;
}

/** Erase a type's data parameter so types of different data share one table. */
export function defineTaskType<D extends { meta: TaskMeta }>(t: TaskType<D>): TaskType {
  return t as unknown as TaskType;
}

import type { LanguageId } from '../core/types.js';
import type { SyntaxNode } from '../lang/parser.js';

/** The six bug types of the published benchmark, in the order reports list them. */
export const CORE_BUG_TYPES = Object.freeze([
  'off_by_one',
  'wrong_operator',
  'swap_arguments',
  'remove_edge_case_check',
  'wrong_comparison',
  'off_by_one_boundary',
] as const);

/** Further bug types, each from its own operators. */
export const EXTRA_BUG_TYPES = Object.freeze([
  'negate_condition',
  'boolean_flip',
  'min_max_swap',
  'return_value',
  'method_swap',
  'statement_deletion',
  'wrong_variable',
  'call_removal',
  'sort_order',
  'wrong_constant',
  'slice_change',
  'any_all_swap',
  'dropped_argument',
] as const);

export type CoreBugType = (typeof CORE_BUG_TYPES)[number];
export type BugType = CoreBugType | (typeof EXTRA_BUG_TYPES)[number];

/**
 * The `operator` field of a stacked mutant, and its inverse: the operator of each edit, in edit order, joined by
 * "+" (the mutant and corpus formats fix that spelling, docs/formats.md). The one writer and the one reader of it.
 */
export function stackedOperator(operators: readonly string[]): string {
  return operators.join('+');
}

/** The operators of a mutant's edits, from its `operator` field (one entry for a single-edit mutant). */
export function operatorsOf(operator: string): string[] {
  return operator.split('+');
}

/** A proposed edit of the source: replace [start, end) (JavaScript string indices) by `replacement`. */
export interface EditProposal {
  start: number;
  end: number;
  replacement: string;
}

/**
 * A mutation operator: a pure generator of edits. The engine calls `mutate` on every node of the tree (it does
 * not descend into strings or comments) and checks each proposal (one contiguous edit, not inside a string or a
 * comment, re-parses, changes the syntax tree, unique).
 */
export interface MutationOperator {
  /** kebab-case, stable: it is recorded in every mutant row and accepted by `--ops` */
  readonly id: string;
  readonly bugType: BugType;
  /** one line, for `--list-ops` and docs/mutation.md */
  readonly description: string;
  /** a tiny program and one of its mutants; tests check that the operator makes exactly this mutant */
  readonly example: { readonly before: string; readonly after: string };
  readonly languages: readonly LanguageId[];
  /**
   * The node types `mutate` can yield edits for; the engine calls it only on those (a speed hint: `mutate` must
   * still yield nothing for other nodes). Absent: every node.
   */
  readonly nodeTypes?: readonly string[];
  /**
   * When the operator joined the table (default 1). Candidate ids number the candidates of generation 1 first,
   * then those of generation 2, ..., each in source order, so adding operators never renumbers the candidates of
   * the operators already there. New operators therefore also come after the old ones in the priority table.
   */
  readonly generation?: number;
  /**
   * A fallback operator's candidates are for the functions the others leave short: the build screens them only
   * for a task that its other candidates leave short of its distractors (so adding one changes no pool that was
   * already full), and amplify's mutant sample and balanced pools leave them out. `execret mutate` lists them.
   */
  readonly fallback?: boolean;
  mutate(node: SyntaxNode, source: string): Iterable<EditProposal>;
}

import { CORE_BUG_TYPES, operatorsOf } from '../mutate/operator.js';
import { operatorTable } from '../mutate/operators/index.js';
import type { CorpusIndex } from './types.js';

/** The two scopes of the deception and canonical-below analyses. */
export type Scope = 'core' | 'all';
export const SCOPES: readonly Scope[] = Object.freeze(['core', 'all']);

const CORE = new Set<string>(CORE_BUG_TYPES);

/**
 * The bug types a distractor is made of: its `bug_type`, or, for a stacked mutant (`bug_type: "stacked"`), the
 * bug type of each of its operators (`operator` = the edits' operator ids joined by "+").
 */
export type ComponentsOf = (distractor: string, bugType: string | null) => readonly string[];

/** Without the corpus: a distractor is its own bug type (a stacked one is not core). */
export const ownBugType: ComponentsOf = (_id, bugType) => [bugType ?? 'unknown'];

/** With the release's corpus: stacked mutants resolve to their components through the operator table. */
export function componentsFromCorpus(corpus: CorpusIndex): ComponentsOf {
  return (id, bugType) => {
    const op = corpus.get(id)?.operator;
    if (bugType !== 'stacked' || !op) return [bugType ?? 'unknown'];
    return operatorsOf(op).map((o) => operatorTable[o]?.bugType ?? 'unknown');
  };
}

/**
 * Whether a distractor belongs to the paper's scope: every component is one of the six core bug types
 * (`off_by_one`, `wrong_operator`, `swap_arguments`, `remove_edge_case_check`, `wrong_comparison`,
 * `off_by_one_boundary`).
 */
export function isCore(components: readonly string[]): boolean {
  return components.length > 0 && components.every((t) => CORE.has(t));
}

/**
 * Where a distractor comes from, for the analyses that report sources apart: `core` (the six core bug types, from
 * the engine or a model's verified single edit), `extra` (the engine's other operators, stacked mixes), `free_form`
 * (a model's free rewrite that fails a test) and `history` (an earlier version from the repository's history).
 */
export type Source = 'core' | 'extra' | 'free_form' | 'history';
export const SOURCES: readonly Source[] = Object.freeze(['core', 'extra', 'free_form', 'history']);

export function sourceOf(components: readonly string[]): Source {
  if (components.includes('history')) return 'history';
  if (components.includes('free_form')) return 'free_form';
  return isCore(components) ? 'core' : 'extra';
}

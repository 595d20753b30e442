import { lookup } from '../../core/registry.js';
import { selectionMethods } from '../selection/methods.js';
import { estimators } from '../estimation/estimators.js';
import {
  ESTIMATORS,
  SET_SELECTIONS,
  type EstimatorName,
  type SelectionMethodName,
  type SetSelectionName,
} from '../types.js';

/**
 * A lite variant: how items are selected and how a task score is estimated from them, as a typed pair (plus,
 * for set-metric tasks, how the scored set is selected). On disk a variant is written as its label, `anchor+gp`
 * (`variantLabel`); `parseVariant` reads a label back. Nothing else splits or joins labels.
 */
export interface Variant {
  readonly selection: SelectionMethodName;
  readonly estimator: EstimatorName;
  /** how set-metric tasks select their set (only when the benchmark has set-metric tasks) */
  readonly setSelection?: SetSelectionName;
}

/** The selection methods the validation chooses among (random and stratified are baselines). */
export const CHOOSABLE_METHODS = [
  'anchor',
  'clusters',
  'fisher',
] as const satisfies readonly SelectionMethodName[];
export type ChoosableMethod = (typeof CHOOSABLE_METHODS)[number];

/** Every choosable variant, in the order the validation reports them: {anchor, clusters, fisher} × {mean, pirt, gp}. */
export const VARIANTS: readonly Variant[] = Object.freeze(
  CHOOSABLE_METHODS.flatMap((selection) =>
    ESTIMATORS.map((estimator) => Object.freeze({ selection, estimator })),
  ),
);

/**
 * The variants of a benchmark: VARIANTS, times {stratified, anchor} set selection when it has set-metric tasks
 * (the choice MTEB-lite makes once: {anchor, fisher} × {mean, p-IRT, gp} × {stratified, anchor set}; here with
 * `clusters` as a third selection).
 */
export function variantsFor(hasSetTasks: boolean): readonly Variant[] {
  if (!hasSetTasks) return VARIANTS;
  return VARIANTS.flatMap((v) => SET_SELECTIONS.map((setSelection) => ({ ...v, setSelection })));
}

/** The on-disk name of a variant: `anchor+gp`, or `anchor+gp+stratified` with a set selection. */
export function variantLabel(v: Variant): string {
  return `${v.selection}+${v.estimator}${v.setSelection ? `+${v.setSelection}` : ''}`;
}

/** The key of a frozen table that `name` names (an E_UNKNOWN error with a did-you-mean otherwise). */
export function tableKey<K extends string>(
  kind: string,
  table: Readonly<Record<K, unknown>>,
  name: string,
): K {
  lookup(kind, table, name);
  return name as K;
}

/** Read a variant label written by `variantLabel` (unknown parts: an E_UNKNOWN error with a did-you-mean). */
export function parseVariant(label: string): Variant {
  const [sel, est = '', set] = label.split('+');
  const v = {
    selection: tableKey('selection method', selectionMethods, sel),
    estimator: tableKey('estimator', estimators, est),
  };
  if (set === undefined) return v;
  return { ...v, setSelection: tableKey('set selection', SET_TABLE, set) };
}

const SET_TABLE = Object.freeze(Object.fromEntries(SET_SELECTIONS.map((s) => [s, s]))) as Readonly<
  Record<SetSelectionName, SetSelectionName>
>;

/**
 * What `lite select` fits: one variant, or 'auto' (run the validation, both protocols when families are given,
 * and take its choice: chooseVariant). Resolved from the CLI's words once, through the frozen tables.
 */
export type VariantChoice = Variant | 'auto';

export function resolveVariantChoice(
  method: string,
  estimator: string,
  setSelection?: string,
): VariantChoice {
  const selection = tableKey('selection method', { auto: null, ...selectionMethods }, method);
  const est = tableKey('estimator', estimators, estimator);
  if (selection === 'auto') return 'auto';
  const v: Variant = { selection, estimator: est };
  return setSelection === undefined
    ? v
    : { ...v, setSelection: tableKey('set selection', SET_TABLE, setSelection) };
}

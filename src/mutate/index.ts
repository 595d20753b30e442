import { ExecretError } from '../core/errors.js';
import { lookup } from '../core/registry.js';
import type { Rng } from '../core/rng.js';
import type { Edit, LanguageId, Mutant, Task } from '../core/types.js';
import { getLanguage } from '../lang/index.js';
import { loadParser, syntaxKey, treeHasErrors } from '../lang/parser.js';
import { applyEdits } from './edits.js';
import { generateCandidates, toMutant } from './engine.js';
import { CORE_BUG_TYPES, EXTRA_BUG_TYPES, stackedOperator, type MutationOperator } from './operator.js';
import { OPERATORS_BY_LANGUAGE } from './operators/index.js';
import { byCodeUnit } from '../core/order.js';

export { applyEdits } from './edits.js';
export { CORE_BUG_TYPES, EXTRA_BUG_TYPES, operatorsOf, stackedOperator } from './operator.js';
export type { BugType, EditProposal, MutationOperator } from './operator.js';
export { OPERATORS, OPERATORS_BY_LANGUAGE, operatorTable } from './operators/index.js';

/** bug_type of a mutant made of several stacked edits (its `operator` lists each edit's operator, joined by "+"). */
export const STACKED_BUG_TYPE = 'stacked';

/**
 * Named groups of operators for `--ops`: `core` is every operator of the paper's six bug types (a paper-faithful
 * build), `extra` every other one.
 */
export const OPERATOR_GROUPS: Readonly<Record<string, (op: MutationOperator) => boolean>> = Object.freeze({
  core: (op) => (CORE_BUG_TYPES as readonly string[]).includes(op.bugType),
  extra: (op) => !(CORE_BUG_TYPES as readonly string[]).includes(op.bugType),
});

/** The operator table of a language, in priority order (throws E_UNKNOWN for a language execret lacks). */
export function operatorsFor(language: LanguageId): readonly MutationOperator[] {
  return OPERATORS_BY_LANGUAGE[getLanguage(language).id];
}

/**
 * Resolve `--ops` names to a language's operators, in table (priority) order. A name is a group (`core`,
 * `extra`), an operator id or a bug type (all of its operators). A name no language knows throws E_UNKNOWN
 * (exit 2) with a did-you-mean; a name only another language's table knows selects nothing in this one (so one
 * `--ops` list serves a file of Python and JavaScript tasks).
 */
export function resolveOperators(
  names?: readonly string[],
  language: LanguageId = 'python',
): readonly MutationOperator[] {
  const table = operatorsFor(language);
  if (!names || names.length === 0) return table;
  const wanted = new Set<string>();
  for (const raw of names) {
    const name = raw.trim();
    if (!name) continue;
    const group = Object.prototype.hasOwnProperty.call(OPERATOR_GROUPS, name) ? OPERATOR_GROUPS[name] : null;
    const chosen = group ? table.filter(group) : table.filter((op) => op.bugType === name || op.id === name);
    chosen.forEach((op) => wanted.add(op.id));
    if (!group && chosen.length === 0 && !knownAnywhere(name))
      lookup('mutation operator', namesForErrors(), name);
  }
  return table.filter((op) => wanted.has(op.id));
}

/** Every operator of every language, by id (for did-you-mean errors); a group name maps to a placeholder. */
function namesForErrors(): Readonly<Record<string, unknown>> {
  const all: Record<string, unknown> = {};
  for (const table of Object.values(OPERATORS_BY_LANGUAGE)) for (const op of table) all[op.id] = op;
  for (const g of Object.keys(OPERATOR_GROUPS)) all[g] = g;
  return all;
}

/** True when some language's table has an operator with this id or bug type. */
function knownAnywhere(name: string): boolean {
  return Object.values(OPERATORS_BY_LANGUAGE).some((table) =>
    table.some((op) => op.id === name || op.bugType === name),
  );
}

function mutantId(task: string, n: number, prefix = 'm'): string {
  return `${task}__${prefix}${String(n).padStart(3, '0')}`;
}

/**
 * Every valid single-edit mutant of a task's code, in deterministic source order. Ids (`<task>__m001`, ...)
 * number the candidates of all operators, generation by generation (each in source order), so a mutant keeps its
 * id when `ops` narrows the list or a later generation of operators joins the table: the id is a function of the
 * task's code, the mutant's code and the operators of its generation and earlier.
 */
export async function mutateTask(task: Task, opts: { ops?: readonly string[] } = {}): Promise<Mutant[]> {
  const key = JSON.stringify([task.language, task.id, task.code, opts.ops ?? null]);
  const hit = recent.get(key);
  if (hit) return hit.slice();
  const made = await makeMutants(task, opts);
  recent.set(key, made);
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value!);
  return made.slice();
}

/**
 * The latest results of mutateTask, keyed by all they depend on (language, task id, code, operators): under
 * `build --amplify` the amplifier samples a task's mutants just before the gate screens the same candidates, and
 * making them is the main thread's largest cost. Bounded (oldest out); mutants are read-only data.
 */
const RECENT_LIMIT = 2048;
const recent = new Map<string, readonly Mutant[]>();

/** Forget mutateTask's latest results (a benchmark's cold run makes every task's candidates anew). */
export function forgetMutants(): void {
  recent.clear();
}

async function makeMutants(task: Task, opts: { ops?: readonly string[] }): Promise<Mutant[]> {
  const table = operatorsFor(task.language);
  const ops = resolveOperators(opts.ops, task.language);
  const all = await generateCandidates(task.code, task.language, table, { task: task.id });
  const byGeneration = [...all].sort((a, b) => (a.operator.generation ?? 1) - (b.operator.generation ?? 1));
  const ids = new Map(byGeneration.map((c, i) => [c.code, mutantId(task.id, i + 1)]));
  const chosen =
    ops === table ? all : await generateCandidates(task.code, task.language, ops, { task: task.id });
  return chosen.map((c) => toMutant(task.id, ids.get(c.code)!, c));
}

/**
 * Whether a candidate comes from a fallback operator (`MutationOperator.fallback`): the build screens those only
 * for a task its other candidates leave short. A stacked candidate is never one.
 */
export function isFallback(m: Mutant, language: LanguageId = 'python'): boolean {
  return operatorsFor(language).some((op) => op.fallback === true && op.id === m.operator);
}

/** Bug types in report order: the six core types, then the extras, then anything else alphabetically. */
export function bugTypeOrder(types: Iterable<string>): string[] {
  const known: string[] = [...CORE_BUG_TYPES, ...EXTRA_BUG_TYPES, STACKED_BUG_TYPE];
  return [...new Set(types)].sort((a, b) => {
    const ia = known.indexOf(a),
      ib = known.indexOf(b);
    return (ia < 0 ? Infinity : ia) - (ib < 0 ? Infinity : ib) || byCodeUnit(a, b);
  });
}

/**
 * Pick up to `n` mutants spread over bug types, then over lines. Round-robin over bug types (the six core
 * types first, each tier in a seeded random order); within a type, candidates come in seeded random order and
 * the one whose line has been used least so far is taken. Returned in the input's order.
 */
export function selectDiverse(cands: readonly Mutant[], n: number, rng: Rng): Mutant[] {
  if (n >= cands.length) return cands.slice();
  if (n <= 0) return [];
  const picked = new Set(diverseOrder(cands, rng).slice(0, n));
  return cands.filter((c) => picked.has(c));
}

/**
 * Every candidate, in the order `selectDiverse` picks them: its first `n` are `selectDiverse(cands, n)` for the
 * same generator state. The build screens candidates in this order, so the first ones it runs are already spread
 * over bug types and lines. `later`: within a bug type, candidates it marks come after the others (still spread
 * over lines).
 */
export function diverseOrder(cands: readonly Mutant[], rng: Rng, later?: (m: Mutant) => boolean): Mutant[] {
  const groups = new Map<string, Mutant[]>();
  for (const c of cands) {
    const g = groups.get(c.bug_type);
    if (g) g.push(c);
    else groups.set(c.bug_type, [c]);
  }
  const core = new Set<string>(CORE_BUG_TYPES);
  const types = bugTypeOrder(groups.keys());
  const order = [
    ...rng.shuffle(types.filter((t) => core.has(t))),
    ...rng.shuffle(types.filter((t) => !core.has(t))),
  ];
  const queues = new Map(order.map((t) => [t, rng.shuffle(groups.get(t)!)]));
  const lineUse = new Map<number, number>();
  const picked: Mutant[] = [];
  const rank = (m: Mutant) => (later?.(m) ? cands.length : 0) + (lineUse.get(m.edits[0].line) ?? 0);
  while (picked.length < cands.length) {
    for (const t of order) {
      const q = queues.get(t)!;
      if (q.length === 0) continue;
      let best = 0;
      for (let i = 1; i < q.length; i++) {
        if (rank(q[i]) < rank(q[best])) best = i;
      }
      const [m] = q.splice(best, 1);
      picked.push(m);
      lineUse.set(m.edits[0].line, (lineUse.get(m.edits[0].line) ?? 0) + 1);
    }
  }
  return picked;
}

function lineSpan(e: Edit): [number, number] {
  return [e.line, e.line + (e.original.match(/\n/g)?.length ?? 0)];
}

/**
 * Up to `count` stacked mutants, each combining `k` single-edit candidates on disjoint lines (preferring
 * distinct bug types). A stacked mutant has bug_type "stacked", `operator` = the edits' operators joined by "+"
 * in source order, `edits` = all its edits in source order with offsets into the original code, and an id
 * `<task>__s001`, .... Each must re-parse and differ from the reference and from every single-edit candidate.
 */
export async function stackMutants(
  task: Task,
  cands: readonly Mutant[],
  k: number,
  count: number,
  rng: Rng,
): Promise<Mutant[]> {
  if (!Number.isInteger(k) || k < 2)
    throw new ExecretError('E_USAGE', `stack size must be an integer >= 2, got ${k}`);
  const singles = cands.filter((c) => c.edits.length === 1);
  const parser = await loadParser(task.language);
  const base = parser.parse(task.code);
  const baseKey = syntaxKey(base);
  base.delete();
  const seenCode = new Set<string>([task.code, ...singles.map((c) => c.code)]);
  const seenCombo = new Set<string>();
  const out: Mutant[] = [];
  const maxAttempts = Math.max(50, count * 50);
  for (let attempt = 0; attempt < maxAttempts && out.length < count; attempt++) {
    const order = rng.shuffle(singles);
    const chosen: Mutant[] = [];
    const spans: [number, number][] = [];
    const types = new Set<string>();
    const fits = (m: Mutant): boolean => {
      const [a, b] = lineSpan(m.edits[0]);
      return spans.every(([s, e]) => b < s || a > e);
    };
    for (const pass of [0, 1]) {
      for (const m of order) {
        if (chosen.length >= k) break;
        if (chosen.includes(m) || !fits(m) || (pass === 0 && types.has(m.bug_type))) continue;
        chosen.push(m);
        spans.push(lineSpan(m.edits[0]));
        types.add(m.bug_type);
      }
    }
    if (chosen.length < k) continue; // this order found too few line-disjoint edits
    chosen.sort((a, b) => a.edits[0].start - b.edits[0].start);
    const combo = chosen.map((m) => m.id).join('|');
    if (seenCombo.has(combo)) continue;
    seenCombo.add(combo);
    const edits = chosen.map((m) => ({ ...m.edits[0] }));
    const code = applyEdits(task.code, edits);
    if (seenCode.has(code)) continue;
    const t = parser.parse(code);
    const ok = !treeHasErrors(t, task.language) && syntaxKey(t) !== baseKey;
    t.delete();
    if (!ok) continue;
    seenCode.add(code);
    out.push({
      task: task.id,
      id: mutantId(task.id, out.length + 1, 's'),
      bug_type: STACKED_BUG_TYPE,
      operator: stackedOperator(chosen.map((m) => m.operator)),
      code,
      edits,
    });
  }
  return out;
}

export interface OperatorInfo {
  id: string;
  bug_type: string;
  description: string;
  example: { before: string; after: string };
  languages: string[];
  /** see MutationOperator.generation */
  generation: number;
  /** see MutationOperator.fallback (absent when false) */
  fallback?: true;
}

/**
 * The operators of one language for `--list-ops` and docs/mutation.md, grouped by bug type (core types first).
 * Python's is the default (its list, and so the build manifest's operator-table hash, is as it was before other
 * languages joined).
 */
export function listOperators(language: LanguageId = 'python'): OperatorInfo[] {
  const table = operatorsFor(language);
  const order = bugTypeOrder(table.map((o) => o.bugType));
  return [...table]
    .sort((a, b) => order.indexOf(a.bugType) - order.indexOf(b.bugType))
    .map((o) => ({
      id: o.id,
      bug_type: o.bugType,
      description: o.description,
      example: { before: o.example.before, after: o.example.after },
      languages: [...o.languages],
      generation: o.generation ?? 1,
      ...(o.fallback ? { fallback: true as const } : {}),
    }));
}

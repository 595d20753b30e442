import { loadParser, type SyntaxNode } from '../../lang/parser.js';
import { DEFAULT_TOLERANCE, renderPythonAssert } from '../../lang/python/asserts.js';
import { literalArguments, literalValue, renderPython } from '../../lang/python/literals.js';
import type { Value } from '../../lang/values.js';
import { conformTo } from './python-code.js';
import type { DropReason } from './python-tests.js';
import type { Fields } from './records.js';
import { byCodeUnit } from '../../core/order.js';

/**
 * What HumanEval+ and MBPP+ (EvalPlus) add to their base datasets: `base_input` and `plus_input`, JSON lists of
 * argument lists, and `atol`. The inputs become the task's `inputs` (candidate inputs `execret amplify` turns into
 * tests, its reference giving the expected values, as EvalPlus itself does); the base inputs come first.
 */

/** At most this many inputs are kept per task; EvalPlus has up to a thousand per task, amplify uses a few dozen. */
export const MAX_INPUTS = 64;
/** Longer argument lists are left out: a test is read by people, and EvalPlus has multi-kilobyte inputs. */
export const MAX_INPUT_CHARS = 1000;

/** The literal argument lists of the calls of any of `callees` in `tests` (in order), as templates for inputs. */
export async function callArguments(
  tests: readonly string[],
  callees: ReadonlySet<string>,
): Promise<Value[][]> {
  const parser = await loadParser('python');
  const out: Value[][] = [];
  for (const t of tests) {
    const tree = parser.parse(t);
    try {
      for (const call of tree.rootNode.descendantsOfType('call')) {
        const fn = call?.childForFieldName('function');
        if (!call || fn?.type !== 'identifier' || !callees.has(fn.text)) continue;
        const args = literalArguments(call);
        if (args && args.every((a) => !a.name)) out.push(args.map((a) => a.value));
      }
    } finally {
      tree.delete();
    }
  }
  return out;
}

/**
 * `base_input` + `plus_input` as argument-list source text. Lists are reshaped like the arguments of the
 * dataset's own asserts (tuples stay tuples); inputs longer than MAX_INPUT_CHARS are left out; beyond MAX_INPUTS,
 * the plus inputs kept are spread evenly over the rest sorted by length (deterministic, no seed needed).
 */
export function evalplusInputs(
  record: Fields,
  templates: readonly Value[][],
): { inputs: string[]; dropped: DropReason[] } {
  const dropped: DropReason[] = [];
  const render = (field: string): string[] => {
    const v = record.get(field);
    if (!v || v.kind !== 'list') return [];
    const out: string[] = [];
    for (const inp of v.items) {
      if (inp.kind !== 'list') {
        dropped.push('inputUnreadable');
        continue;
      }
      const template = templates.find((t) => t.length === inp.items.length);
      const text = inp.items.map((a, i) => renderPython(conformTo(template?.[i], a))).join(', ');
      if (text.length > MAX_INPUT_CHARS) dropped.push('inputTooLong');
      else out.push(text);
    }
    return out;
  };
  const base = [...new Set(render('base_input'))];
  const seen = new Set(base);
  const plus = [...new Set(render('plus_input'))].filter((t) => !seen.has(t));
  const room = Math.max(0, MAX_INPUTS - base.length);
  let keep = plus;
  if (plus.length > room) {
    const sorted = [...plus].sort((a, b) => a.length - b.length || byCodeUnit(a, b));
    keep = Array.from({ length: room }, (_, i) => sorted[Math.floor((i * sorted.length) / room)]);
    for (let i = 0; i < plus.length - room; i++) dropped.push('inputCap');
  }
  return { inputs: [...base, ...keep].slice(0, MAX_INPUTS), dropped };
}

/** The record's `atol` when it is a positive number. */
export function recordTolerance(record: Fields): { atol?: number } {
  const atol = record.number('atol');
  return atol !== undefined && atol > 0 && Number.isFinite(atol) ? { atol } : {};
}

/**
 * Newer EvalPlus files carry the expected outputs in `test`: `inputs = [...]` and `results = [...]` (or
 * `exp_out`), checked in a loop through a numpy helper. The first `limit` pairs become plain asserts on `callee`
 * (floats with the record's tolerance); null when the test has no such literals.
 */
export async function assertsFromResults(
  test: string,
  callee: string,
  limit: number,
  atol: number | undefined,
): Promise<string[] | null> {
  const parser = await loadParser('python');
  const tree = parser.parse(test);
  try {
    const lists = new Map<string, Value>();
    for (const a of tree.rootNode.descendantsOfType('assignment')) {
      const left = a?.childForFieldName('left');
      const right = a?.childForFieldName('right');
      if (left?.type !== 'identifier' || !right || !['inputs', 'results', 'exp_out'].includes(left.text))
        continue;
      const v = literalValue(right as SyntaxNode);
      if (v?.kind === 'list') lists.set(left.text === 'exp_out' ? 'results' : left.text, v);
    }
    const inputs = lists.get('inputs');
    const results = lists.get('results');
    if (inputs?.kind !== 'list' || results?.kind !== 'list') return null;
    const tol = atol ? { atol, rtol: DEFAULT_TOLERANCE.rtol } : DEFAULT_TOLERANCE;
    const out: string[] = [];
    for (let i = 0; i < Math.min(limit, inputs.items.length, results.items.length); i++) {
      const args = inputs.items[i];
      if (args.kind !== 'list' && args.kind !== 'tuple') continue;
      const a = renderPythonAssert(
        `${callee}(${args.items.map(renderPython).join(', ')})`,
        results.items[i],
        tol,
      );
      if (a) out.push(a);
    }
    return out;
  } finally {
    tree.delete();
  }
}

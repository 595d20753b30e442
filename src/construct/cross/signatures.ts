import type { Task } from '../../core/types.js';
import { loadParser, type SyntaxNode } from '../../lang/parser.js';

/**
 * What the duplicate check's pre-filter knows about a task: the shapes of the calls its tests make to its entry
 * point, and the parameters of the entry point. Only pairs whose shapes meet are run (`mayPass`). The rules follow
 * scripts/check-tasks.py, the independent checker, so both find the same candidate pairs:
 *
 * - a call's shape is its positional argument count, its keyword names (sorted; `**` for a `**kw` splat) and the
 *   type of each positional argument when it is a literal (`int`, `float`, `str`, `bool`, `NoneType`, `dict`,
 *   `set`, `list[...]`/`tuple[...]` with the sorted element types; `?` for anything else);
 * - task S's reference may pass task T's tests only if some call of T's tests has the argument types of some call
 *   of S's tests, and S's entry point accepts every call of T's tests (argument counts and keyword names).
 *
 * Calls through a name the task's setup binds to the entry point (`candidate = f`, as imported HumanEval tasks
 * have) count as calls of the entry point; tests that never call it directly (`check(f)`) give no shape, so such
 * a task is never paired.
 */
export interface CallShape {
  nargs: number;
  /** keyword names, sorted; `**` for a dictionary splat */
  kws: string[];
  /** argument types joined by `;` */
  types: string;
  /**
   * how many of the `nargs` positional arguments are `*` splats (absent: none); a splat may stand for any number of
   * arguments (the gate's `accepts` counts it as one; the open step's arity rule does not: acceptsCall)
   */
  splats?: number;
}

export interface EntryParams {
  /** positional parameters, positional-only included */
  pos: number;
  /** positional parameters without a default */
  required: number;
  /** names that may be passed by keyword (not the positional-only ones) */
  names: Set<string>;
  vararg: boolean;
  kwarg: boolean;
}

export interface TaskShape {
  calls: CallShape[];
  /** null when the entry point is not a plain def (then any call may fit) */
  params: EntryParams | null;
  /** the entry point's def has decorators (which may change what it accepts; `params` are the def's own) */
  decorated?: boolean;
}

const LITERAL: Record<string, string> = {
  concatenated_string: 'str',
  true: 'bool',
  false: 'bool',
  none: 'NoneType',
};

const parts = (node: SyntaxNode) => node.namedChildren.filter((c) => c !== null && c.type !== 'comment');

/** The type of a literal argument the way check-tasks.py names it (`?` when it is not a literal). */
export function literalType(node: SyntaxNode): string {
  switch (node.type) {
    case 'integer':
    case 'float':
      return /[jJ]$/.test(node.text) ? 'complex' : node.type === 'integer' ? 'int' : 'float';
    case 'parenthesized_expression': {
      const inner = parts(node);
      return inner.length === 1 ? literalType(inner[0]!) : '?';
    }
    case 'unary_operator': {
      const arg = node.childForFieldName('argument');
      const op = node.childForFieldName('operator')?.text;
      const t = arg ? literalType(arg) : '?';
      return (op === '-' || op === '+') && ['int', 'float', 'complex'].includes(t) ? t : '?';
    }
    case 'string':
      // an f-string is not a literal; b'...' is bytes
      if (parts(node).some((c) => c!.type === 'interpolation')) return '?';
      return /^[a-zA-Z]*[bB]/.test(node.text) ? 'bytes' : 'str';
    case 'list':
    case 'tuple': {
      const items = parts(node).map((c) => literalType(c!));
      if (items.includes('?')) return '?';
      return `${node.type}[${[...new Set(items)].sort().join(',')}]`;
    }
    case 'set':
      return parts(node).every((c) => literalType(c!) !== '?') ? 'set' : '?';
    case 'dictionary': {
      const pairs = parts(node);
      const literal = (p: SyntaxNode) =>
        p.type === 'pair' &&
        [p.childForFieldName('key'), p.childForFieldName('value')].every((x) => x && literalType(x) !== '?');
      return pairs.every((p) => literal(p!)) ? 'dict' : '?';
    }
    default:
      return LITERAL[node.type] ?? '?';
  }
}

function callShape(call: SyntaxNode): CallShape {
  const args = call.childForFieldName('arguments');
  if (!args || args.type !== 'argument_list') return { nargs: 1, kws: [], types: '?' }; // f(x for x in y)
  const types: string[] = [];
  const kws: string[] = [];
  let splats = 0;
  for (const a of args.namedChildren) {
    if (!a || a.type === 'comment') continue;
    if (a.type === 'keyword_argument') kws.push(a.childForFieldName('name')?.text ?? '?');
    else if (a.type === 'dictionary_splat') kws.push('**');
    else if (a.type === 'list_splat') {
      splats++;
      types.push('?');
    } else types.push(literalType(a));
  }
  return { nargs: types.length, kws: kws.sort(), types: types.join(';'), ...(splats > 0 && { splats }) };
}

/** Names the setup binds to the entry point (`candidate = f`). */
function aliasesOf(task: Task): string[] {
  const re = new RegExp(`^\\s*(\\w+)\\s*=\\s*${task.entry_point}\\s*$`, 'gm');
  return [...(task.setup ?? '').matchAll(re)].map((m) => m[1]);
}

function paramsOf(def: SyntaxNode): EntryParams {
  const p: EntryParams = { pos: 0, required: 0, names: new Set(), vararg: false, kwarg: false };
  let keywordOnly = false;
  const positional: { name: string; hasDefault: boolean }[] = [];
  for (const c of def.childForFieldName('parameters')?.namedChildren ?? []) {
    if (!c) continue;
    const inner = c.type === 'typed_parameter' ? (c.namedChildren[0] ?? c) : c;
    if (inner.type === 'list_splat_pattern' || c.type === 'keyword_separator') {
      p.vararg ||= inner.type === 'list_splat_pattern';
      keywordOnly = true;
    } else if (inner.type === 'dictionary_splat_pattern') p.kwarg = true;
    else if (c.type === 'positional_separator') positional.forEach((x) => p.names.delete(x.name));
    else {
      const name = (c.childForFieldName('name') ?? inner).text;
      const hasDefault = c.type === 'default_parameter' || c.type === 'typed_default_parameter';
      p.names.add(name);
      if (!keywordOnly) positional.push({ name, hasDefault });
    }
  }
  p.pos = positional.length;
  p.required = positional.filter((x) => !x.hasDefault).length;
  return p;
}

/** The call shapes of a task's tests and its entry point's parameters. */
export async function taskShape(task: Task): Promise<TaskShape> {
  // Call shapes are read for Python only: another language's task has none, so the duplicate check by execution
  // (whose alias line is Python) pairs it with nothing; name collisions are still decided by execution.
  if (task.language !== 'python') return { calls: [], params: null };
  const parser = await loadParser('python');
  const callees = new Set([task.entry_point, ...aliasesOf(task)]);
  const seen = new Map<string, CallShape>();
  for (const test of task.tests) {
    const tree = parser.parse(test);
    try {
      for (const call of tree.rootNode.descendantsOfType('call')) {
        const fn = call?.childForFieldName('function');
        if (!call || fn?.type !== 'identifier' || !callees.has(fn.text)) continue;
        const shape = callShape(call);
        seen.set(`${shape.nargs}|${shape.kws.join(',')}|${shape.types}|${shape.splats ?? 0}`, shape);
      }
    } finally {
      tree.delete();
    }
  }
  const tree = parser.parse(task.code);
  try {
    const top = tree.rootNode.namedChildren.find((n) => {
      const d = n?.type === 'decorated_definition' ? n.childForFieldName('definition') : n;
      return d?.type === 'function_definition' && d.childForFieldName('name')?.text === task.entry_point;
    });
    const decorated = top?.type === 'decorated_definition';
    const def = decorated ? top.childForFieldName('definition') : top;
    return {
      calls: [...seen.values()],
      params: def ? paramsOf(def) : null,
      ...(decorated && { decorated: true }),
    };
  } finally {
    tree.delete();
  }
}

/** Whether an entry point with these parameters accepts a call of this shape. */
export function accepts(params: EntryParams | null, call: CallShape): boolean {
  if (!params) return true;
  if (call.kws.some((k) => k !== '**' && !params.names.has(k) && !params.kwarg)) return false;
  return params.required <= call.nargs + call.kws.length && (call.nargs <= params.pos || params.vararg);
}

/** The pre-filter: may the reference of the task shaped `s` pass the tests of the task shaped `t`? */
export function mayPass(s: TaskShape, t: TaskShape, sTypes: ReadonlySet<string> = argumentTypes(s)): boolean {
  return t.calls.some((c) => sTypes.has(c.types)) && t.calls.every((c) => accepts(s.params, c));
}

/** The argument-type lists of a task's calls (for `mayPass`, computed once per task). */
export function argumentTypes(shape: TaskShape): Set<string> {
  return new Set(shape.calls.map((c) => c.types));
}

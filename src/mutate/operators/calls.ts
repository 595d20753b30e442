import type { SyntaxNode } from '../../lang/parser.js';
import type { EditProposal, MutationOperator } from '../operator.js';
import { callName, methodOf, named, own, replaceNode } from './helpers.js';

/** Call-level near misses of short functions: a dropped argument, `any`/`all`, a case method. Generation 2. */

/** The method name of a call `obj.name(...)`, or null. */
function methodName(call: SyntaxNode): string | null {
  return methodOf(call)?.name.text ?? null;
}

/**
 * Calls whose last positional argument is optional: the number of positional arguments at which dropping the
 * last one still makes a valid call (`round(x, 2)` -> `round(x)`, `s.split(',')` -> `s.split()`).
 */
const OPTIONAL_LAST: Readonly<Record<string, readonly number[]>> = {
  round: [2],
  int: [2],
  sum: [2],
  enumerate: [2],
  pow: [3],
  range: [3],
};
const OPTIONAL_LAST_METHOD: Readonly<Record<string, readonly number[]>> = {
  split: [1, 2],
  rsplit: [1, 2],
  strip: [1],
  lstrip: [1],
  rstrip: [1],
  pop: [1],
  get: [2],
  replace: [3],
  find: [2, 3],
  rfind: [2, 3],
  index: [2, 3],
  count: [2, 3],
  startswith: [2, 3],
  endswith: [2, 3],
};

/** Delete argument i of `args` with the comma that joins it to its neighbour. */
function dropArgument(args: SyntaxNode[], i: number): EditProposal {
  const a = args[i];
  if (i > 0) return { start: args[i - 1].endIndex, end: a.endIndex, replacement: '' };
  if (args.length > 1) return { start: a.startIndex, end: args[1].startIndex, replacement: '' };
  return replaceNode(a, '');
}

export const dropArgumentOp: MutationOperator = {
  id: 'drop-argument',
  bugType: 'dropped_argument',
  description:
    'A call loses one argument: any keyword argument (`sorted(a, key=len)` -> `sorted(a)`), or the optional last positional argument of round, int, sum, enumerate, pow, range(a, b, step) and of the str/list/dict methods split, strip, pop, get, replace, find, index, count, startswith, endswith.',
  example: { before: 'r = round(x, 2)', after: 'r = round(x)' },
  languages: ['python'],
  nodeTypes: ['call'],
  generation: 2,
  *mutate(node) {
    if (node.type !== 'call') return;
    const list = node.childForFieldName('arguments');
    if (!list || list.type !== 'argument_list') return;
    const args = named(list);
    if (args.some((a) => a.type.endsWith('splat') || a.type === 'generator_expression')) return;
    const positional = args.filter((a) => a.type !== 'keyword_argument');
    const name = callName(node);
    const method = methodName(node);
    const counts =
      name !== null
        ? own(OPTIONAL_LAST, name)
        : method !== null
          ? own(OPTIONAL_LAST_METHOD, method)
          : undefined;
    const last = positional.length - 1;
    if (counts?.includes(positional.length) && args[last] === positional[last])
      yield dropArgument(args, last);
    for (let i = 0; i < args.length; i++)
      if (args[i].type === 'keyword_argument') yield dropArgument(args, i);
  },
};

export const anyAll: MutationOperator = {
  id: 'any-all',
  bugType: 'any_all_swap',
  description: 'Call all instead of any, and any instead of all.',
  example: { before: 'ok = any(x > 0 for x in a)', after: 'ok = all(x > 0 for x in a)' },
  languages: ['python'],
  nodeTypes: ['call'],
  generation: 2,
  *mutate(node) {
    const name = callName(node);
    const fn = node.childForFieldName('function');
    if (!fn || (name !== 'any' && name !== 'all')) return;
    yield replaceNode(fn, name === 'any' ? 'all' : 'any');
  },
};

/** Case methods of str and their near misses (`upper`/`lower` themselves trade places in method-swap). */
const CASE_METHODS: Readonly<Record<string, readonly string[]>> = {
  upper: ['swapcase'],
  lower: ['swapcase'],
  swapcase: ['upper', 'lower'],
  capitalize: ['title'],
  title: ['capitalize'],
  casefold: ['upper'],
};

export const caseMethodSwap: MutationOperator = {
  id: 'case-method-swap',
  bugType: 'method_swap',
  description:
    'Call a related case method: upper or lower becomes swapcase, swapcase becomes upper or lower, capitalize and title trade places.',
  example: { before: 'return s.swapcase()', after: 'return s.upper()' },
  languages: ['python'],
  nodeTypes: ['call'],
  generation: 2,
  *mutate(node) {
    if (node.type !== 'call') return;
    const attr = methodOf(node)?.name;
    const args = node.childForFieldName('arguments');
    if (!attr || !args || named(args).length > 0) return;
    for (const to of own(CASE_METHODS, attr.text) ?? []) yield replaceNode(attr, to);
  },
};

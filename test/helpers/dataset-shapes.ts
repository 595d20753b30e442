/**
 * Files of the shapes of the public datasets (HumanEval, HumanEval+, MBPP original and sanitized, MBPP+), made from
 * execret task sets, with the real files' quirks at their real rates. The real files may not be committed; these
 * let the importers, amplify and build be tested on everything the real ones throw at them. Deterministic for a
 * seed. Used by scripts/gen-dataset-fixtures.ts, bench/ and tests.
 *
 * Quirks and rates (the real files' counts in brackets):
 * - HumanEval (164 records): METADATA and `def check(candidate)` in every test; `assert True, '...'` lines in 14
 *   records [14]; 7 module-level name collisions, as an entry point or a helper defined twice [7]; one docstring
 *   after an `import` inside the function [HumanEval/115]; own one-line functions (`return s.swapcase()`-like);
 *   checks that loop over local variables, or use `random`; assert messages; `import math` in the test module;
 *   a quarter of the records with 3-6 asserts rather than 7-10 (HumanEval's mean is 7.7).
 * - HumanEval+: the same records plus base_input (the asserts' arguments), plus_input (mutations, some huge),
 *   atol, and contract lines (`# $_CONTRACT_$`) in some canonical solutions.
 * - MBPP (974 records, ids 1-974): 3 asserts each, code with `\r\n` in most records and tab indentation in some,
 *   asserts written without spaces around `==`, test_setup_code in a few, challenge_test_list in some, ~8.4% of
 *   records sharing a function name with another [82 of 974].
 * - sanitized MBPP (427 records): one pretty-printed JSON array, `prompt` and `test_imports`.
 * - MBPP+ (378 records, "Mbpp/N"): a docstring prompt with one example assert, tuples written as JSON lists,
 *   base_input, plus_input (mutations, some huge), atol, contract, assertion.
 */
import { spawnSync } from 'node:child_process';
import { mutateValue } from '../../src/amplify/inputs.js';
import { createRng, type Rng } from '../../src/core/rng.js';
import type { Task } from '../../src/core/types.js';
import { loadParser, type SyntaxNode } from '../../src/lang/parser.js';
import { literalArguments, literalValue } from '../../src/lang/python/literals.js';
import type { Value } from '../../src/lang/values.js';

/** A task taken apart: the pieces every shape is written from. */
interface Source {
  task: Task;
  entry: string;
  /** code before the entry point's def (imports, helpers) */
  head: string;
  /** `def name(...):` line(s) of the entry point */
  signature: string;
  /** the entry point's body and any code after it */
  body: string;
  indent: string;
  /** per test: its argument values (null when not all literal) and its expected value (null likewise) */
  calls: { test: string; args: Value[] | null; expected: Value | null }[];
}

function named(n: SyntaxNode): SyntaxNode[] {
  return n.namedChildren.filter((c): c is SyntaxNode => c !== null && c.type !== 'comment');
}

async function takeApart(task: Task): Promise<Source | null> {
  const parser = await loadParser('python');
  const tree = parser.parse(task.code);
  try {
    const def = named(tree.rootNode).find(
      (s) => s.type === 'function_definition' && s.childForFieldName('name')?.text === task.entry_point,
    );
    const body = def?.childForFieldName('body');
    if (!def || !body) return null;
    const bodyLine = task.code.lastIndexOf('\n', body.startIndex - 1) + 1;
    const calls = [];
    for (const test of task.tests) calls.push(await readCall(test, task.entry_point));
    return {
      task,
      entry: task.entry_point,
      head: task.code.slice(0, def.startIndex),
      signature: task.code.slice(def.startIndex, bodyLine),
      body: task.code.slice(bodyLine),
      indent: task.code.slice(bodyLine, body.startIndex),
      calls,
    };
  } finally {
    tree.delete();
  }
}

async function readCall(test: string, entry: string): Promise<Source['calls'][number]> {
  const parser = await loadParser('python');
  const tree = parser.parse(test);
  try {
    const cond = named(named(tree.rootNode)[0] ?? tree.rootNode)[0];
    if (cond?.type === 'comparison_operator' && named(cond).length === 2) {
      const [lhs, rhs] = named(cond);
      if (lhs.type === 'call' && lhs.childForFieldName('function')?.text === entry) {
        const args = literalArguments(lhs);
        const eq = cond.children.some((c) => c?.type === '==');
        return {
          test,
          args: args && args.every((a) => !a.name) ? args.map((a) => a.value) : null,
          expected: eq ? literalValue(rhs) : null,
        };
      }
    }
    return { test, args: null, expected: null };
  } finally {
    tree.delete();
  }
}

const pyRe = (name: string) => new RegExp(`(?<![\\w.])${name}(?=\\s*\\()`, 'g');

/** A task with its entry point (and every call of it) renamed. */
function renamed(task: Task, name: string): Task {
  const re = new RegExp(`(?<![\\w.])${task.entry_point}\\b`, 'g');
  return {
    ...task,
    entry_point: name,
    code: task.code.replace(re, name),
    tests: task.tests.map((t) => t.replace(re, name)),
    ...(task.setup ? { setup: task.setup.replace(re, name) } : {}),
  };
}

/**
 * `n` tasks: the source set's Python tasks (the shapes are Python files) in a seeded order, cycled with renamed entry
 * points when they are fewer.
 */
function take(tasks: readonly Task[], n: number, rng: Rng): Task[] {
  const order = rng.shuffle(tasks.filter((t) => t.language === 'python'));
  return Array.from({ length: n }, (_, i) => {
    const t = order[i % order.length];
    const round = Math.floor(i / order.length);
    return round === 0 ? t : { ...renamed(t, `${t.entry_point}_v${round}`), id: `${t.id}_v${round}` };
  });
}

/** Exact JSON (integers of any size, Python's Infinity/NaN) of a value; tuples and sets become lists, as JSON has. */
export function exactJson(v: Value): string | null {
  switch (v.kind) {
    case 'none':
      return 'null';
    case 'bool':
      return v.value ? 'true' : 'false';
    case 'int':
      return v.value.toString();
    case 'float':
      return Number.isNaN(v.value)
        ? 'NaN'
        : !Number.isFinite(v.value)
          ? v.value > 0
            ? 'Infinity'
            : '-Infinity'
          : Number.isInteger(v.value)
            ? `${v.value}.0`
            : String(v.value);
    case 'str':
      return JSON.stringify(v.value);
    case 'list':
    case 'tuple':
    case 'set': {
      const items = v.items.map(exactJson);
      return items.includes(null) ? null : `[${items.join(', ')}]`;
    }
    case 'dict': {
      const parts: string[] = [];
      for (const [k, x] of v.entries) {
        const jx = exactJson(x);
        if (k.kind !== 'str' || jx === null) return null;
        parts.push(`${JSON.stringify(k.value)}: ${jx}`);
      }
      return `{${parts.join(', ')}}`;
    }
  }
}

/** One JSON object per line, keys in the given order, some values already JSON text. */
function line(fields: [string, unknown][]): string {
  return `{${fields.map(([k, v]) => `${JSON.stringify(k)}: ${v instanceof RawJson ? v.text : JSON.stringify(v)}`).join(', ')}}`;
}
class RawJson {
  constructor(readonly text: string) {}
}

/** Our own one-line functions, in the style of HumanEval's shortest ([entry, signature, body, query, tests]). */
const ONE_LINERS: [string, string, string, string, string[]][] = [
  [
    'flip_letter_case',
    'text: str) -> str',
    'return text.swapcase()',
    'Flip lowercase letters to uppercase and uppercase to lowercase.',
    ["''", "'Hello!'", "'abcDEF'", "'x Y z'"],
  ],
  [
    'join_all',
    'parts: list) -> str',
    "return ''.join(parts)",
    'Join a list of strings into one string.',
    ['[]', "['a']", "['x', 'y', 'z']", "['ab', '', 'cd']"],
  ],
  [
    'text_size',
    'text: str) -> int',
    'return len(text)',
    'Return the number of characters in a string.',
    ["''", "'abc'", "'a b c'"],
  ],
  [
    'keep_prefixed',
    'words: list, prefix: str) -> list',
    'return [w for w in words if w.startswith(prefix)]',
    'Keep the words that start with the given prefix.',
    ["[], 'a'", "['abc', 'bcd', 'acd'], 'a'", "['x'], 'y'"],
  ],
  [
    'largest_of',
    'values: list) -> int',
    'return max(values)',
    'Return the largest number of a non-empty list.',
    ['[1, 2, 3]', '[-5, -2]', '[7]', '[3, 9, 9, 1]'],
  ],
  [
    'all_positive',
    'values: list) -> bool',
    'return all(v > 0 for v in values)',
    'Tell whether every number in the list is positive.',
    ['[]', '[1, 2]', '[1, -1]', '[0]'],
  ],
  [
    'reverse_text',
    'text: str) -> str',
    'return text[::-1]',
    'Return the string reversed.',
    ["''", "'abc'", "'racecar'", "'ab c'"],
  ],
  [
    'shout',
    'text: str) -> str',
    "return text.upper() + '!'",
    'Return the text in capitals followed by an exclamation mark.',
    ["'hi'", "''", "'Ok go'"],
  ],
  [
    'plus_pair',
    'x: int, y: int) -> int',
    'return x + y',
    'Add two integers.',
    ['0, 1', '1, 0', '2, 3', '5, 7'],
  ],
  [
    'drop_first',
    'items: list) -> list',
    'return items[1:]',
    'Return the list without its first element.',
    ['[]', '[1]', '[1, 2, 3]'],
  ],
  [
    'round_two',
    'x: float) -> float',
    'return round(x, 2)',
    'Round a number to two decimal places.',
    ['1.005', '2.0', '-3.14159'],
  ],
  [
    'comma_join',
    'values: list) -> str',
    "return ', '.join(str(v) for v in values)",
    'Write the values separated by a comma and a space.',
    ['[]', '[1]', '[1, 2, 3]'],
  ],
];

/** The reference value of a one-liner test, computed by the interpreter the generator runs beside (Python). */
function oneLinerTasks(values: Map<string, string>): Task[] {
  return ONE_LINERS.map(([entry, sig, body, query, args]) => ({
    id: `oneliner_${entry}`,
    language: 'python',
    domain: 'strings',
    query,
    entry_point: entry,
    code: `def ${entry}(${sig}:\n    ${body}\n`,
    tests: args.map((a) => `assert ${entry}(${a}) == ${values.get(`${entry}(${a})`)}`),
  }));
}

/** The expected values of the one-liners' tests: our own code, evaluated by the real interpreter. */
export function oneLinerValues(python = '/usr/bin/python3'): Map<string, string> {
  const code = ONE_LINERS.map(([entry, sig, body]) => `def ${entry}(${sig}:\n    ${body}\n`).join('\n');
  const exprs = ONE_LINERS.flatMap(([entry, , , , args]) => args.map((a) => `${entry}(${a})`));
  const script = `${code}\nimport json, sys\nprint(json.dumps([repr(eval(e)) for e in json.load(sys.stdin)]))\n`;
  const r = spawnSync(python, ['-I', '-c', script], { input: JSON.stringify(exprs), encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`one-liner values: ${r.stderr}`);
  const reprs = JSON.parse(r.stdout) as string[];
  return new Map(exprs.map((e, i) => [e, reprs[i]]));
}

export interface ShapeOptions {
  seed?: number;
  /** repr() of each one-liner test expression (oneLinerValues()) */
  oneLinerValues: Map<string, string>;
}

function docstring(s: Source, indent: string): string {
  const ex = s.calls.find((c) => c.args && c.expected);
  const example = ex
    ? `\n${indent}>>> ${ex.test.replace(/^assert /, '').replace(/ == .*$/s, '')}\n${indent}${ex.test.replace(/^.* == /s, '')}`
    : '';
  return `${indent}"""${s.task.query}${example}\n${indent}"""\n`;
}

const TRUE_ASSERTS = [
  "assert True, 'This prints if this assert fails 1 (good for debugging!)'",
  "assert True, 'This prints if this assert fails 2 (also good for debugging!)'",
];

/** The HumanEval file (164 records) and the HumanEval+ file of the same records. */
export async function humanEvalShapes(
  tasks: readonly Task[],
  opts: ShapeOptions,
): Promise<{ humaneval: string; plus: string }> {
  const rng = createRng(opts.seed ?? 7);
  const pool = [...oneLinerTasks(opts.oneLinerValues), ...take(tasks, 164, rng.fork('take'))].slice(0, 164);
  const sources: Source[] = [];
  for (const t of rng.shuffle(pool)) {
    const s = await takeApart(t);
    if (s) sources.push(s);
  }
  collide(sources, 7, rng.fork('collide'));
  const he: string[] = [];
  const plus: string[] = [];
  const quirks = rng.fork('quirks');
  for (const [i, s] of sources.entries()) {
    const id = `HumanEval/${i}`;
    const importFirst = i === 115;
    const prompt = `${s.head}${s.signature}${importFirst ? `${s.indent}import math\n` : ''}${docstring(s, s.indent)}`;
    const test = checkModule(s, i, quirks);
    he.push(
      line([
        ['task_id', id],
        ['prompt', prompt],
        ['canonical_solution', s.body],
        ['test', test],
        ['entry_point', s.entry],
      ]),
    );
    plus.push(plusRecord(s, id, prompt, test, quirks));
  }
  return { humaneval: he.join('\n') + '\n', plus: plus.join('\n') + '\n' };
}

/** `n` name collisions: a record's entry point renamed to another's, or another's name added as a helper. */
function collide(sources: Source[], n: number, rng: Rng): void {
  const idx = rng.shuffle(sources.map((_, i) => i)).slice(0, 2 * n);
  for (let k = 0; k + 1 < idx.length; k += 2) {
    const [a, b] = [sources[idx[k]], sources[idx[k + 1]]];
    if (k % 4 === 0) {
      // a helper of the same name as another record's entry point (HumanEval/10's is_palindrome)
      b.head = `def ${a.entry}(value):\n    return value == value[::-1]\n\n\n${b.head}`;
    } else {
      const t = renamed(b.task, a.entry);
      const re = new RegExp(`(?<![\\w.])${b.entry}\\b`, 'g');
      Object.assign(b, {
        task: t,
        entry: a.entry,
        head: b.head.replace(re, a.entry),
        signature: b.signature.replace(re, a.entry),
        body: b.body.replace(re, a.entry),
      });
      b.calls = b.calls.map((c) => ({ ...c, test: c.test.replace(re, a.entry) }));
    }
  }
}

function checkModule(s: Source, i: number, rng: Rng): string {
  let asserts = s.calls.map((c) => c.test.replace(pyRe(s.entry), 'candidate'));
  if (rng.next() < 0.25) asserts = asserts.slice(0, 3 + rng.int(4));
  const lines = asserts.map((a) => `    ${a}${rng.next() < 0.05 ? ', "Error"' : ''}`);
  if (i % 12 === 5) {
    // asserts on the function's result in a loop over local pairs (stays a check of its own)
    const pairs = s.calls.slice(0, 2).filter((c) => c.args && c.expected);
    if (pairs.length === 2)
      lines.push(
        `    for args, want in [${pairs.map((c) => `(${c.test.replace(/^assert \w+\((.*)\) == .*$/s, '($1,)')}, ${c.test.replace(/^.* == /s, '')})`).join(', ')}]:`,
        '        assert candidate(*args) == want',
      );
  }
  if (i % 12 === 0 && i / 12 < 14) lines.splice(1, 0, `    ${TRUE_ASSERTS[0]}`);
  if (i % 24 === 0) lines.push(`    ${TRUE_ASSERTS[1]}`);
  // the task's own setup (constants, helpers its tests use) is module-level code of the test, as HumanEval has
  const head = `${i % 10 === 3 ? 'import math\n\n' : ''}${s.task.setup ? `${s.task.setup}\n` : ''}`;
  return `${head}\n\nMETADATA = {\n    'author': 'jt',\n    'dataset': 'test'\n}\n\n\ndef check(candidate):\n\n    # Check some simple cases\n${lines.join('\n')}\n\n`;
}

function contract(s: Source): string {
  const params =
    s.signature
      .match(/\(([^)]*)\)/)?.[1]
      .split(',')
      .map((p) => p.split(/[:=]/)[0].trim())
      .filter(Boolean) ?? [];
  return params.length ? `${s.indent}assert ${params[0]} is not None, "invalid inputs" # $_CONTRACT_$\n` : '';
}

/** EvalPlus-style inputs: the base ones, and mutations of them, a few of them huge. */
function inputs(calls: Source['calls'], rng: Rng): { base: string[]; plus: string[] } {
  const base = calls.filter((c) => c.args).map((c) => c.args!);
  const ing = { ints: [] as bigint[], floats: [] as number[], strs: [] as string[], chars: [] as string[] };
  const plus: Value[][] = [];
  for (let k = 0; base.length && k < 12 + rng.int(20); k++) {
    const args = base[rng.int(base.length)].slice();
    const j = rng.int(Math.max(1, args.length));
    if (args.length) args[j] = huge(args[j], rng) ?? mutateValue(args[j], rng, ing);
    plus.push(args);
  }
  const enc = (args: Value[]) => {
    const parts = args.map(exactJson);
    return parts.includes(null) ? null : `[${parts.join(', ')}]`;
  };
  return {
    base: base.map(enc).filter((x): x is string => x !== null),
    plus: plus.map(enc).filter((x): x is string => x !== null),
  };
}

/** Now and then a huge value of the same type, as EvalPlus has (big integers, long lists and strings). */
function huge(v: Value, rng: Rng): Value | null {
  if (rng.next() > 0.06) return null;
  if (v.kind === 'int') return { kind: 'int', value: 10n ** BigInt(20 + rng.int(30)) + 7n };
  if (v.kind === 'str') return { kind: 'str', value: (v.value || 'ab').repeat(600) };
  if (v.kind === 'list')
    return {
      kind: 'list',
      items: Array.from(
        { length: 400 },
        (_, i) => v.items[i % Math.max(1, v.items.length)] ?? { kind: 'int', value: BigInt(i) },
      ),
    };
  return null;
}

function plusRecord(s: Source, id: string, prompt: string, test: string, rng: Rng): string {
  const inp = inputs(s.calls, rng);
  const floats = s.calls.some((c) => c.expected?.kind === 'float');
  const withContract = rng.next() < 0.3 ? contract(s) : '';
  return line([
    ['task_id', id],
    ['prompt', prompt],
    ['contract', withContract],
    ['canonical_solution', withContract + s.body],
    ['entry_point', s.entry],
    ['base_input', new RawJson(`[${inp.base.join(', ')}]`)],
    ['plus_input', new RawJson(`[${inp.plus.join(', ')}]`)],
    ['atol', floats ? 1e-6 : 0],
    ['test', test],
  ]);
}

/** MBPP original (`n` records, default 974), sanitized (427 of them) and MBPP+ (378 of them). */
export async function mbppShapes(
  tasks: readonly Task[],
  opts: ShapeOptions & { records?: number },
): Promise<{ mbpp: string; sanitized: string; plus: string }> {
  const rng = createRng(opts.seed ?? 11);
  const n = opts.records ?? 974;
  const sources: Source[] = [];
  for (const t of take(tasks, n, rng.fork('take'))) {
    const s = await takeApart(t);
    if (s) sources.push(s);
  }
  collide(sources, Math.round(sources.length * (82 / 974)), rng.fork('collide'));
  const q = rng.fork('quirks');
  const original: string[] = [];
  const sanitized: Record<string, unknown>[] = [];
  const plus: string[] = [];
  const pickSan = new Set(
    rng.fork('san').sample(
      sources.map((_, i) => i),
      Math.round((427 / 974) * sources.length),
    ),
  );
  const pickPlus = new Set(rng.fork('plus').sample([...pickSan], Math.round((378 / 974) * sources.length)));
  for (const [i, s] of sources.entries()) {
    const id = i + 1;
    const three = threeAsserts(s, q);
    const rest = s.calls.filter((_, k) => !threeIdx(s).includes(k));
    const challenge = q.next() < 0.05 ? rest.slice(0, 3).map((c) => squeeze(c.test)) : [];
    const code = mbppCode(s, q);
    const text = `Write a function to ${s.task.query[0].toLowerCase()}${s.task.query.slice(1)}`;
    const setup = [q.next() < 0.01 ? 'import math' : '', s.task.setup ?? ''].filter(Boolean).join('\n');
    original.push(
      line([
        ['text', text],
        ['code', code],
        ['task_id', id],
        ['test_setup_code', setup],
        ['test_list', three],
        ['challenge_test_list', challenge],
      ]),
    );
    if (pickSan.has(i)) {
      sanitized.push({
        source_file: 'Benchmark Questions Verification V2.ipynb',
        task_id: id,
        prompt: text,
        code: code.replace(/\r\n/g, '\n'),
        test_imports: setup ? [setup] : [],
        test_list: three,
      });
    }
    if (pickPlus.has(i)) plus.push(mbppPlusRecord(s, id, text, three, q));
  }
  return {
    mbpp: original.join('\n') + '\n',
    sanitized: JSON.stringify(sanitized, null, 1) + '\n',
    plus: plus.join('\n') + '\n',
  };
}

/** MBPP writes `assert f(x)==y`, mostly without spaces around `==`. */
function squeeze(test: string): string {
  return test.replace(/ == /, '==');
}

function threeIdx(s: Source): number[] {
  return [0, Math.floor(s.calls.length / 2), s.calls.length - 1];
}

function threeAsserts(s: Source, rng: Rng): string[] {
  return threeIdx(s).map((i) => (rng.next() < 0.7 ? squeeze(s.calls[i].test) : s.calls[i].test));
}

/** Code as MBPP ships it: `\r\n` in most records, tab indentation in some. */
function mbppCode(s: Source, rng: Rng): string {
  let code = `${s.head}${s.signature}${s.body}`.trimEnd();
  if (rng.next() < 0.06) code = code.replace(/^((?: {4})+)/gm, (ws) => '\t'.repeat(ws.length / 4));
  return rng.next() < 0.8 ? code.replace(/\n/g, '\r\n') : code;
}

function mbppPlusRecord(s: Source, id: number, text: string, three: string[], rng: Rng): string {
  const inp = inputs(
    threeIdx(s).map((i) => s.calls[i]),
    rng,
  );
  const floats = s.calls.some((c) => c.expected?.kind === 'float');
  const withContract = rng.next() < 0.3 ? contract(s) : '';
  const solution = `${s.head}${s.signature}${withContract}${s.body}`;
  return line([
    ['task_id', `Mbpp/${id}`],
    ['prompt', `"""\n${text}\n${three[0]}\n"""\n`],
    ['entry_point', s.entry],
    [
      'canonical_solution',
      rng.next() < 0.1 ? solution.replace(/^((?: {4})+)/gm, (ws) => '\t'.repeat(ws.length / 4)) : solution,
    ],
    ['base_input', new RawJson(`[${inp.base.join(', ')}]`)],
    ['atol', floats ? 1e-6 : 0],
    ['plus_input', new RawJson(`[${inp.plus.join(', ')}]`)],
    ['contract', withContract],
    ['assertion', `\n${s.task.setup ? `${s.task.setup}\n` : ''}${three.join('\n')}\n`],
  ]);
}

/**
 * Files of the shapes of the public JavaScript datasets (CodeGeeX's HumanEval-X JavaScript file, MultiPL-E's js and
 * ts prompt files), made from execret's JavaScript tasks, with the real files' quirks at their real rates. The real
 * files may not be committed; these let the importers and build be tested on what the real ones throw at them.
 * Deterministic for a seed. Used by scripts/gen-dataset-fixtures.ts, bench/ and tests.
 *
 * HumanEval-X, JavaScript (164 records, "JavaScript/0".."JavaScript/163"), fields task_id, prompt, declaration,
 * canonical_solution, test, example_test:
 * - the prompt is a `/* ... *\/` docstring (continuation lines indented two spaces, `>>> f(x)` examples in most),
 *   then `const f = (args) => {`; the declaration is that line alone, after a newline; canonical_solution is the
 *   body and the closing brace; entry points are camelCase and there is no entry_point field;
 * - tests are `console.assert(...)` statements (no semicolons; array results compared as
 *   `JSON.stringify(f(x)) === JSON.stringify(y)`; long ones broken over lines) inside `const testF = () => {...}`,
 *   called at the bottom, some named `testf` (lower case after "test", as `testfindZero`);
 * - three test modules never call their test function [problems 32, 119, 151 of the real file], and in one of
 *   them an expected value is wrong, which nothing noticed since the tests never ran;
 * - one misplaced parenthesis, `console.assert(JSON.stringify(f(x))) === JSON.stringify(y)` [problem 112];
 * - `console.assert(true, 'This prints if this assert fails ...')` in 14 modules (HumanEval's `assert True`);
 * - asserts in a loop over local cases (as the random loops of problems 32, 38, 50, 53);
 * - helpers defined in the prompt before the entry point [problems 10, 32, 38, 50], one named like another
 *   record's entry point;
 * - one-line functions (`return text.length`), which leave few mutants to make distractors from.
 *
 * MultiPL-E (js, ts): {name "HumanEval_N_snake_name", language, prompt, doctests, original, prompt_terminology,
 * tests, stop_tokens}; the Python names are kept (snake_case); the docstring is `//` lines, the first without a
 * space after `//`; `function f(a, b){` in JavaScript, typed parameters and return in TypeScript; tests are
 * `assert.deepEqual(candidate(...),...)` in `function test()` after `const assert = require('node:assert');`
 * (TypeScript: `declare var require: any;` first). No solutions: those go to a companion file, where a few records
 * have none.
 */
import { gzipSync } from 'node:zlib';
import { createContext, Script } from 'node:vm';
import { createRng, type Rng } from '../../src/core/rng.js';
import type { Task } from '../../src/core/types.js';
import { loadParser, type SyntaxNode } from '../../src/lang/parser.js';

interface JsAssert {
  /** the node:assert method (strictEqual, deepStrictEqual, ...) */
  method: string;
  /** argument texts, one line each */
  args: string[];
}

interface JsSource {
  task: Task;
  /** snake_case name (the twin's file name), for MultiPL-E */
  snake: string;
  entry: string;
  /** parameter list without parentheses */
  params: string;
  /** the function body's statements, without the braces, indented two spaces */
  inner: string;
  asserts: JsAssert[];
}

function named(n: SyntaxNode): SyntaxNode[] {
  return n.namedChildren.filter((c): c is SyntaxNode => c !== null && c.type !== 'comment');
}

const oneLine = (s: string) => s.replace(/,\s*\n\s*([\])}])/g, '$1').replace(/\s*\n\s*/g, ' ');

async function takeApart(task: Task): Promise<JsSource | null> {
  const parser = await loadParser('javascript');
  const tree = parser.parse(task.code);
  try {
    const fn = named(tree.rootNode).find(
      (s) => s.type === 'function_declaration' && s.childForFieldName('name')?.text === task.entry_point,
    );
    const params = fn?.childForFieldName('parameters');
    const body = fn?.childForFieldName('body');
    if (!fn || !params || !body) return null;
    const asserts: JsAssert[] = [];
    for (const t of task.tests) {
      const a = await readAssert(t);
      if (!a) return null;
      asserts.push(a);
    }
    const text = body.text;
    return {
      task,
      snake: task.id.replace(/^js\./, ''),
      entry: task.entry_point,
      params: params.text.slice(1, -1),
      inner: text.slice(text.indexOf('\n') + 1, text.lastIndexOf('\n') + 1),
      asserts,
    };
  } finally {
    tree.delete();
  }
}

async function readAssert(test: string): Promise<JsAssert | null> {
  const parser = await loadParser('javascript');
  const tree = parser.parse(test);
  try {
    const call = named(named(tree.rootNode)[0] ?? tree.rootNode)[0];
    const fn = call?.childForFieldName('function');
    if (call?.type !== 'call_expression' || fn?.type !== 'member_expression') return null;
    if (fn.childForFieldName('object')?.text !== 'assert') return null;
    const args = named(call.childForFieldName('arguments')!).map((a) => oneLine(a.text));
    return { method: fn.childForFieldName('property')!.text, args };
  } finally {
    tree.delete();
  }
}

/** Our own one-line functions, in the style of HumanEval-X's shortest ([entry, params, body, query, args]). */
const ONE_LINERS: [string, string, string, string, string[]][] = [
  ['textSize', 'text', 'return text.length', 'Return the number of characters in a string.', ["''", "'abc'"]],
  [
    'joinAll',
    'parts',
    "return parts.join('')",
    'Join a list of strings into one string.',
    ['[]', "['a', 'b']"],
  ],
  ['plusPair', 'x, y', 'return x + y', 'Add two numbers.', ['0, 1', '2, 3', '5, 7']],
  [
    'reverseText',
    'text',
    "return text.split('').reverse().join('')",
    'Return the string reversed.',
    ["''", "'abc'"],
  ],
  [
    'largestOf',
    'values',
    'return Math.max(...values)',
    'Return the largest number of a list.',
    ['[1, 2, 3]', '[-5, -2]'],
  ],
  [
    'shout',
    'text',
    "return text.toUpperCase() + '!'",
    'Return the text in capitals followed by "!".',
    ["'hi'", "''"],
  ],
  [
    'dropFirst',
    'items',
    'return items.slice(1)',
    'Return the list without its first element.',
    ['[]', '[1, 2, 3]'],
  ],
  [
    'allPositive',
    'values',
    'return values.every((v) => v > 0)',
    'Tell whether every number in the list is positive.',
    ['[]', '[1, -1]', '[2]'],
  ],
];

/** One-liner tasks; expected values computed by running our own code. */
function oneLinerSources(): JsSource[] {
  return ONE_LINERS.map(([entry, params, body, query, argsList]) => {
    const code = `function ${entry}(${params}) {\n  ${body};\n}\n`;
    const ctx = createContext({});
    new Script(code).runInContext(ctx);
    const asserts = argsList.map((args) => {
      const value = new Script(`JSON.stringify(${entry}(${args}))`).runInContext(ctx) as string;
      const scalar = !value.startsWith('[') && !value.startsWith('{');
      return { method: scalar ? 'strictEqual' : 'deepStrictEqual', args: [`${entry}(${args})`, value] };
    });
    const snake = entry.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const task: Task = {
      id: `js.${snake}`,
      language: 'javascript',
      domain: 'strings',
      query,
      entry_point: entry,
      code,
      tests: [],
    };
    return { task, snake, entry, params, inner: `  ${body}\n`, asserts };
  });
}

/** Wrap a docstring to about 100 columns; continuation lines get `indent`. */
function wrap(text: string, width: number, indent: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    if (cur && cur.length + 1 + w.length > width) {
      lines.push(cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) lines.push(cur);
  return lines.join(`\n${indent}`);
}

/** The first assert that compares the entry point's result with a value: [call, expected]. */
function example(s: JsSource): [string, string] | null {
  const a = s.asserts.find((x) => /Equal$/.test(x.method) && x.args[0].startsWith(`${s.entry}(`));
  return a && a.args[0].length < 70 && a.args[1].length < 50 ? [a.args[0], a.args[1]] : null;
}

/** `console.assert(...)` for a node:assert statement, HumanEval-X style. */
function consoleAssert(a: JsAssert): string {
  const [x, y] = a.args;
  if (a.method === 'strictEqual' || a.method === 'equal') return `${x} === ${y}`;
  if (a.method === 'deepStrictEqual' || a.method === 'deepEqual')
    return `JSON.stringify(${x}) === JSON.stringify(${y})`;
  return x;
}

/** The asserts with the last expected value made wrong (a number plus one, a string with a letter more). */
function wrongLast(asserts: JsAssert[]): JsAssert[] {
  const out = asserts.map((a) => ({ ...a, args: [...a.args] }));
  const last = out[out.length - 1];
  const y = last.args[1] ?? '';
  if (/^-?\d+$/.test(y)) last.args[1] = String(Number(y) + 1);
  else if (/^'.*'$/.test(y)) last.args[1] = `${y.slice(0, -1)}x'`;
  else last.args[1] = `[${y}]`;
  return out;
}

function assertLine(cond: string): string {
  const flat = `  console.assert(${cond})`;
  return flat.length <= 90 ? flat : `  console.assert(\n    ${cond}\n  )`;
}

const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

const HELPERS: [string, string][] = [
  [
    'sumOf',
    '/* Return the sum of a list of numbers. */\nconst sumOf = (xs) => {\n  return xs.reduce((a, b) => a + b, 0)\n}\n\n',
  ],
  [
    'isBlank',
    "/* Tell whether a string holds only white space. */\nconst isBlank = (s) => {\n  return s.trim() === ''\n}\n\n",
  ],
  [
    'lastOf',
    '/* Return the last element of a list. */\nconst lastOf = (xs) => {\n  return xs[xs.length - 1]\n}\n\n',
  ],
];

interface XQuirks {
  uncalled: Set<number>;
  wrongExpected: number;
  typo: number;
  trueAsserts: Map<number, number>;
  loops: Set<number>;
  helpers: Map<number, string>;
  lowerTestName: Set<number>;
}

function pickQuirks(n: number, sources: JsSource[], rng: Rng): XQuirks {
  const order = rng.shuffle(sources.map((_, i) => i));
  const at = (k: number) => order[k % n];
  const uncalled = new Set([at(0), at(1), at(2)]);
  const trueAsserts = new Map<number, number>();
  for (let k = 10; k < 24; k++) trueAsserts.set(at(k), k < 21 ? 1 : 2);
  const helpers = new Map<number, string>();
  for (let k = 30; k < 33; k++) helpers.set(at(k), HELPERS[k - 30][1]);
  // a helper named like another record's entry point (HumanEval/10's is_palindrome)
  const other = sources[at(34)].entry;
  helpers.set(
    at(33),
    `/* Tell whether the value is usable. */\nconst ${other} = (x) => {\n  return x !== undefined\n}\n\n`,
  );
  return {
    uncalled,
    wrongExpected: at(1),
    typo: at(5),
    trueAsserts,
    loops: new Set([at(40), at(41), at(42), at(43), at(44), at(45)]),
    helpers,
    lowerTestName: new Set(order.slice(50, 66)),
  };
}

/** One HumanEval-X test module (and its example_test) for a source. */
function xTestModule(s: JsSource, i: number, q: XQuirks): { test: string; example: string } {
  const name = q.lowerTestName.has(i) ? `test${s.entry}` : `test${capital(s.entry)}`;
  const asserts = i === q.wrongExpected ? wrongLast(s.asserts) : s.asserts;
  const conds = asserts.map(consoleAssert);
  const lines = conds.map(assertLine);
  if (i === q.typo) {
    const a = s.asserts.find((x) => x.method === 'deepStrictEqual' || x.method === 'strictEqual');
    if (a) lines.push(`  console.assert(JSON.stringify(${a.args[0]})) ===\n    JSON.stringify(${a.args[1]})`);
  }
  if (q.loops.has(i)) {
    const pairs = s.asserts
      .filter((a) => /Equal$/.test(a.method) && a.args[0].startsWith(`${s.entry}(`))
      .slice(-2);
    if (pairs.length === 2) {
      lines.splice(lines.length - 2, 2);
      const cases = pairs.map((a) => `[[${a.args[0].slice(s.entry.length + 1, -1)}], ${a.args[1]}]`);
      lines.push(
        `  const cases = [${cases.join(', ')}]`,
        '  for (const [args, want] of cases) {',
        `    console.assert(JSON.stringify(${s.entry}(...args)) === JSON.stringify(want))`,
        '  }',
      );
    }
  }
  for (let k = 1; k <= (q.trueAsserts.get(i) ?? 0); k++)
    lines.splice(
      k,
      0,
      `  console.assert(true, 'This prints if this assert fails ${k} (good for debugging!)')`,
    );
  const call = q.uncalled.has(i) ? '' : `\n${name}()\n`;
  const example = `const ${name} = () => {\n${conds.slice(0, 2).map(assertLine).join('\n')}\n}\n${name}()\n`;
  return { test: `const ${name} = () => {\n${lines.join('\n')}\n}\n${call}`, example };
}

function xPrompt(s: JsSource, i: number, q: XQuirks): string {
  const ex = i % 5 !== 4 ? example(s) : null;
  const doc = wrap(s.task.query, 100, '  ') + (ex ? `\n  >>> ${ex[0]}\n  ${ex[1]}` : '');
  const comment = doc.includes('\n') ? `/* ${doc}\n  */` : `/* ${doc} */`;
  return `${q.helpers.get(i) ?? ''}${comment}\nconst ${s.entry} = (${s.params}) => {\n`;
}

/** `n` sources: the task set in a seeded order with `oneLiners` one-line functions mixed in. */
async function sourcesFor(
  tasks: readonly Task[],
  n: number,
  oneLiners: number,
  rng: Rng,
): Promise<JsSource[]> {
  const out: JsSource[] = [];
  for (const t of rng.shuffle(tasks.filter((t) => t.language === 'javascript'))) {
    const s = await takeApart(t);
    if (s) out.push(s);
  }
  const pool = [...oneLinerSources().slice(0, oneLiners), ...out.slice(0, n - Math.min(oneLiners, n))];
  if (pool.length < n) throw new Error(`only ${pool.length} JavaScript tasks to make ${n} records from`);
  return rng.shuffle(pool.slice(0, n));
}

/** The HumanEval-X JavaScript file (gzipped JSON Lines, as humaneval_js.jsonl.gz) from JavaScript tasks. */
export async function humanEvalXShape(
  tasks: readonly Task[],
  opts: { seed?: number; records?: number } = {},
): Promise<{
  text: string;
  gz: Buffer;
  quirks: {
    uncalled: number;
    typo: number;
    trueAsserts: number;
    loops: number;
    helpers: number;
    oneLiners: number;
    wrongExpected: number;
  };
}> {
  const rng = createRng(opts.seed ?? 11);
  const n = opts.records ?? 164;
  const sources = await sourcesFor(tasks, n, 8, rng.fork('take'));
  const q = pickQuirks(n, sources, rng.fork('quirks'));
  const lines = sources.map((s, i) => {
    const { test, example } = xTestModule(s, i, q);
    return JSON.stringify({
      task_id: `JavaScript/${i}`,
      prompt: xPrompt(s, i, q),
      canonical_solution: `${s.inner}}\n\n`,
      test,
      declaration: `\nconst ${s.entry} = (${s.params}) => {\n`,
      example_test: example,
    });
  });
  const text = lines.join('\n') + '\n';
  return {
    text,
    gz: gzipSync(Buffer.from(text)),
    quirks: {
      uncalled: q.uncalled.size,
      typo: 1,
      trueAsserts: q.trueAsserts.size,
      loops: q.loops.size,
      helpers: q.helpers.size,
      oneLiners: sources.filter((s) => ONE_LINERS.some(([e]) => e === s.entry)).length,
      wrongExpected: 1,
    },
  };
}

/** A TypeScript type for a JavaScript value (as MultiPL-E's translated signatures have). */
function tsType(v: unknown): string {
  if (typeof v === 'number') return 'number';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'boolean';
  if (Array.isArray(v)) {
    const inner = v.length ? tsType(v[0]) : 'any';
    return /[| ]/.test(inner) ? `(${inner})[]` : `${inner}[]`;
  }
  if (v && typeof v === 'object') {
    const vals = Object.values(v);
    return `{[key: string]: ${vals.length ? tsType(vals[0]) : 'any'}}`;
  }
  return 'any';
}

/** Typed parameters and return type from the first assert that calls the entry point with literal arguments. */
function signatureTypes(s: JsSource): { params: string; ret: string } {
  const parts = s.params.split(',').map((p) => p.split('=').map((x) => x.trim()));
  const a = s.asserts.find((x) => /Equal$/.test(x.method) && x.args[0].startsWith(`${s.entry}(`));
  let args: unknown[] = [];
  let ret: unknown;
  try {
    args = new Script(`[${a!.args[0].slice(s.entry.length + 1, -1)}]`).runInNewContext({}) as unknown[];
    ret = new Script(`(${a!.args[1]})`).runInNewContext({});
  } catch {
    args = [];
  }
  const params = parts
    .map(
      ([n, dflt], i) =>
        `${n}: ${i < args.length ? tsType(args[i]) : 'any'}${dflt !== undefined ? ` = ${dflt}` : ''}`,
    )
    .join(', ');
  return { params, ret: a ? tsType(ret) : 'any' };
}

/** MultiPL-E prompts file (JSON Lines) of one language and its companion solutions file. */
export async function multiplEShape(
  tasks: readonly Task[],
  opts: { seed?: number; records?: number; language: 'js' | 'ts' },
): Promise<{ prompts: string; solutions: string; withoutSolution: number }> {
  const rng = createRng(opts.seed ?? 13);
  const n = opts.records ?? 161;
  const sources = await sourcesFor(tasks, n, 0, rng.fork('take'));
  const missing = new Set(
    rng
      .fork('missing')
      .shuffle(sources.map((_, i) => i))
      .slice(0, 3),
  );
  const prompts: string[] = [];
  const solutions: string[] = [];
  sources.forEach((s, i) => {
    const rename = (t: string) => t.replace(new RegExp(`\\b${s.entry}\\b`, 'g'), s.snake);
    const name = `HumanEval_${i}_${s.snake}`;
    const ex = i % 4 !== 3 ? example(s) : null;
    const doc = wrap(s.task.query, 90, '// ') + (ex ? `\n// >>> ${rename(ex[0])}\n// ${ex[1]}` : '');
    const sig =
      opts.language === 'ts'
        ? (({ params, ret }) => `function ${s.snake}(${params}): ${ret} {`)(signatureTypes(s))
        : `function ${s.snake}(${s.params}){`;
    const asserts = s.asserts.map((a) => {
      const [x, y] = a.args.map((t) => rename(t).replace(new RegExp(`\\b${s.snake}\\(`, 'g'), 'candidate('));
      return /Equal$/.test(a.method) ? `  assert.deepEqual(${x},${y});` : `  assert.ok(${x});`;
    });
    const head =
      opts.language === 'ts'
        ? "declare var require: any;\nconst assert = require('node:assert');"
        : "const assert = require('node:assert');";
    prompts.push(
      JSON.stringify({
        name,
        language: opts.language,
        prompt: `//${doc}\n${sig}\n`,
        doctests: 'transform',
        original: `../datasets/originals-with-cleaned-doctests/${name}.py`,
        prompt_terminology: 'reworded',
        tests: `${head}\n\n\nfunction test() {\n  let candidate = ${s.snake};\n${asserts.join('\n')}\n}\n\ntest();`,
        stop_tokens: ['\nfunction ', '\n/*', '\n//', '\nconsole.log'],
      }),
    );
    if (!missing.has(i)) solutions.push(JSON.stringify({ name, solution: `${rename(s.inner)}}\n` }));
  });
  return {
    prompts: prompts.join('\n') + '\n',
    solutions: solutions.join('\n') + '\n',
    withoutSolution: missing.size,
  };
}

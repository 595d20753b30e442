import { named } from '../../lang/parser.js';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExecretError } from '../../core/errors.js';
import type { Task } from '../../core/types.js';
import { PACKAGE_ROOT } from '../../core/version.js';
import type { TestOutcome } from '../../execute/types.js';
import { loadParser, type SyntaxNode } from '../../lang/parser.js';
import { DEFAULT_TOLERANCE, renderPythonAssert, type Tolerance } from '../../lang/python/asserts.js';
import {
  literalArguments,
  literalValue,
  parsePythonLiteral,
  pythonStrRepr,
  renderPython,
  renderPythonArguments,
  stringLiteral,
} from '../../lang/python/literals.js';
import type { Value } from '../../lang/values.js';
import type { AmplifyLanguage, CallSite, Probe, Template, Verdicts } from '../types.js';

/** The code that runs in the sandbox (assets/python/amplify_kit.py), read once. */
export const PYTHON_KIT_PATH = join(PACKAGE_ROOT, 'assets', 'python', 'amplify_kit.py');
let kitSource: string | undefined;
function kit(): string {
  if (kitSource === undefined) {
    if (!existsSync(PYTHON_KIT_PATH))
      throw new ExecretError('E_INTERNAL', `the amplify kit is missing: ${PYTHON_KIT_PATH}`);
    kitSource = readFileSync(PYTHON_KIT_PATH, 'utf8');
  }
  return kitSource;
}

/** CPU seconds the reference may take on one candidate input (twice: the probe calls it twice). */
export const PROBE_LIMIT_S = 0.05;

function tolerance(atol: number | undefined): Tolerance {
  return atol ? { atol, rtol: DEFAULT_TOLERANCE.rtol } : DEFAULT_TOLERANCE;
}

/** `<callee>(<args>)`, the template of a call with no test shape to follow. */
function plainTemplate(callee: string): Template {
  return {
    observed: (args) => `${callee}(${args})`,
    test: (args, expected, atol) => renderPythonAssert(`${callee}(${args})`, expected, tolerance(atol)),
  };
}

/** Splice: `text` with [start, end) spans (relative to `base`) replaced, spans given in any order. */
function splice(text: string, base: number, parts: { start: number; end: number; by: string }[]): string {
  let out = text;
  for (const p of [...parts].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, p.start - base) + p.by + out.slice(p.end - base);
  }
  return out;
}

/** The one call of a callee inside `node` with literal arguments, if there is exactly one call of a callee. */
function singleCall(node: SyntaxNode, callees: ReadonlySet<string>): SyntaxNode | null {
  const calls = [node, ...node.descendantsOfType('call')].filter(
    (c): c is SyntaxNode =>
      c !== null &&
      c.type === 'call' &&
      c.childForFieldName('function')?.type === 'identifier' &&
      callees.has(c.childForFieldName('function')!.text),
  );
  const unique = [...new Map(calls.map((c) => [c.id, c])).values()];
  return unique.length === 1 && literalArguments(unique[0]) ? unique[0] : null;
}

/**
 * `observed` with its call's arguments made a hole. Templates copy the texts and offsets they need: they outlive
 * the syntax tree they were read from.
 */
function observedTemplate(observed: SyntaxNode, call: SyntaxNode): (args: string) => string {
  const list = call.childForFieldName('arguments')!;
  const [text, base, start, end] = [
    observed.text,
    observed.startIndex,
    list.startIndex + 1,
    list.endIndex - 1,
  ];
  return (args) => splice(text, base, [{ start, end, by: args }]);
}

const NUMBER_KINDS = new Set(['int', 'float']);

/**
 * The template of an assert, when it has a shape whose expected value can be replaced:
 * - `assert OBS == LITERAL` (either side): the new test compares the same expression (`set(f(...))`,
 *   `sorted(...)`) with the reference's new result, with a tolerance for floats;
 * - `assert math.isclose(OBS, LITERAL, ...)` / `assert abs(OBS - LITERAL) < tol`: the same check, its tolerance
 *   kept, for a number result.
 */
function assertTemplate(
  cond: SyntaxNode,
  callees: ReadonlySet<string>,
): { call: SyntaxNode; template: Template } | null {
  if (cond.type === 'comparison_operator') {
    const ops = cond.children.filter((c) => c && !c.isNamed).map((c) => c!.type);
    const sides = named(cond);
    if (ops.length === 1 && ops[0] === '==' && sides.length === 2) {
      for (const [obs, lit] of [sides, [...sides].reverse()]) {
        const call = singleCall(obs, callees);
        if (call && literalValue(lit) && !singleCall(lit, callees)) {
          const observed = observedTemplate(obs, call);
          return {
            call,
            template: {
              observed,
              test: (args, expected, atol) => renderPythonAssert(observed(args), expected, tolerance(atol)),
            },
          };
        }
      }
    }
    if (ops.length === 1 && ['<', '<='].includes(ops[0]) && sides[0].type === 'call')
      return closeTemplate(cond, sides[0], callees);
  }
  if (cond.type === 'call' && /^(math\.)?isclose$/.test(cond.childForFieldName('function')?.text ?? '')) {
    const args = named(cond.childForFieldName('arguments')!);
    const [obs, lit] = args;
    const call = obs && singleCall(obs, callees);
    if (call && lit && literalValue(lit) && NUMBER_KINDS.has(literalValue(lit)!.kind))
      return toleranceForm(cond, obs, call, lit);
  }
  return null;
}

/** `abs(OBS - LITERAL) < tol` */
function closeTemplate(
  cond: SyntaxNode,
  absCall: SyntaxNode,
  callees: ReadonlySet<string>,
): { call: SyntaxNode; template: Template } | null {
  if (absCall.childForFieldName('function')?.text !== 'abs') return null;
  const inner = named(absCall.childForFieldName('arguments')!)[0];
  if (inner?.type !== 'binary_operator' || inner.childForFieldName('operator')?.type !== '-') return null;
  const obs = inner.childForFieldName('left')!;
  const lit = inner.childForFieldName('right')!;
  const call = singleCall(obs, callees);
  const v = literalValue(lit);
  return call && v && NUMBER_KINDS.has(v.kind) ? toleranceForm(cond, obs, call, lit) : null;
}

/** A test that keeps its own tolerance check around a number: the call's arguments and the literal are holes. */
function toleranceForm(
  cond: SyntaxNode,
  obs: SyntaxNode,
  call: SyntaxNode,
  lit: SyntaxNode,
): { call: SyntaxNode; template: Template } {
  const list = call.childForFieldName('arguments')!;
  const observed = observedTemplate(obs, call);
  const [text, base] = [cond.text, cond.startIndex];
  const [argsAt, litAt] = [
    { start: list.startIndex + 1, end: list.endIndex - 1 },
    { start: lit.startIndex, end: lit.endIndex },
  ];
  return {
    call,
    template: {
      observed,
      test: (args, expected, atol) => {
        if (
          !NUMBER_KINDS.has(expected.kind) ||
          (expected.kind === 'float' && !Number.isFinite(expected.value))
        )
          return renderPythonAssert(observed(args), expected, tolerance(atol));
        return `assert ${splice(text, base, [
          { ...argsAt, by: args },
          { ...litAt, by: renderPython(expected) },
        ])}`;
      },
    },
  };
}

/** Names the setup binds to the entry point (`candidate = f`), which tests call instead of it. */
function aliases(task: Task): Set<string> {
  const out = new Set([task.entry_point]);
  const re = new RegExp(`^([A-Za-z_]\\w*)\\s*=\\s*${task.entry_point}\\s*$`, 'gm');
  for (const m of (task.setup ?? '').matchAll(re)) out.add(m[1]);
  return out;
}

/** The function `execret import repo` defines in a task's setup, which its doctest tests call. */
const DOCTEST_CHECKER = 'execret_doctest';

/** Whether a task's tests are doctests (`execret_doctest(f, [...])`), whose results doctest compares by repr. */
function doctestTask(task: Task): boolean {
  return task.tests.some((t) => t.startsWith(`${DOCTEST_CHECKER}(`));
}

/**
 * The sources of a doctest test's examples, `execret_doctest(f, [(source, want, exc_msg, flags), ...])`, when its
 * last one expects a value (not an exception); else null.
 */
function exampleSources(root: SyntaxNode): string[] | null {
  const stmts = named(root);
  if (stmts.length !== 1 || stmts[0].type !== 'expression_statement') return null;
  const call = named(stmts[0])[0];
  if (call?.type !== 'call' || call.childForFieldName('function')?.text !== DOCTEST_CHECKER) return null;
  const list = named(call.childForFieldName('arguments')!)[1];
  if (list?.type !== 'list') return null;
  const out: string[] = [];
  for (const example of named(list)) {
    const [source, , exc] = example.type === 'tuple' ? named(example) : [];
    const text = source?.type === 'string' ? stringLiteral(source.text) : null;
    if (text === null) return null;
    out.push(text);
    if (example === named(list).at(-1) && exc?.type !== 'none') return null;
  }
  return out.length ? out : null;
}

/** The single expression statement of a piece of source, or null. */
function soleExpression(root: SyntaxNode): SyntaxNode | null {
  const stmts = named(root);
  if (root.hasError || stmts.length !== 1 || stmts[0].type !== 'expression_statement') return null;
  const exprs = named(stmts[0]);
  return exprs.length === 1 ? exprs[0] : null;
}

/** A literal argument, and the call around it when it had one (`np.array(` and `)`). */
interface Held {
  value: Value;
  wrap?: [string, string];
}

/**
 * The literal an argument stands for: a literal; a name an earlier example bound to one; a call of one literal
 * positional argument (`np.array([1, 2])`, `Fraction(1)`), whose call is kept around it.
 */
function heldValue(node: SyntaxNode | null | undefined, bound: ReadonlyMap<string, Held>): Held | null {
  if (!node) return null;
  const v = literalValue(node);
  if (v) return { value: v };
  if (node.type === 'identifier') return bound.get(node.text) ?? null;
  const inner = node.type === 'call' ? named(node.childForFieldName('arguments')!) : [];
  if (inner.length !== 1 || inner[0].type === 'keyword_argument') return null;
  const held = heldValue(inner[0], bound);
  if (!held || held.wrap) return null;
  const at = inner[0].startIndex - node.startIndex;
  return { value: held.value, wrap: [node.text.slice(0, at), node.text.slice(at + inner[0].text.length)] };
}

/** Names the earlier examples bind to a literal (`>>> graph = {0: [1]}`, `>>> v = np.array([1])`). */
async function literalBindings(sources: readonly string[]): Promise<Map<string, Held>> {
  const parser = await loadParser('python');
  const out = new Map<string, Held>();
  for (const source of sources) {
    const tree = parser.parse(source);
    try {
      const a = soleExpression(tree.rootNode);
      const [left, right] = [a?.childForFieldName('left'), a?.childForFieldName('right')];
      if (a?.type !== 'assignment' || left?.type !== 'identifier' || !right) continue;
      const v = heldValue(right, out);
      if (v) out.set(left.text, v);
      else out.delete(left.text);
    } finally {
      tree.delete();
    }
  }
  return out;
}

/** Expressions that need no parentheses as the left side of a comparison. */
const PRIMARY = new Set([
  'call',
  'attribute',
  'subscript',
  'identifier',
  'list',
  'tuple',
  'dictionary',
  'set',
]);

/** Templates whose call keeps arguments of the example that are not literals (a lambda, a helper's name). */
const withFixedArguments = new WeakSet<Template>();

/**
 * The call site of a doctest example: its expression (`list(f(<args>))`, `sorted(f(<args>))`; a `print(...)`
 * around it left out) with the entry point's literal arguments as the hole, when it holds exactly one call of
 * the entry point. An argument that is a name an earlier example bound to a literal counts as that literal;
 * other arguments (a lambda, a function) stay as the example wrote them, when the literal ones are one run of
 * arguments between them (a keyword among them only when no positional one follows).
 */
async function doctestSites(sources: readonly string[], callees: ReadonlySet<string>): Promise<CallSite[]> {
  const bound = await literalBindings(sources.slice(0, -1));
  const parser = await loadParser('python');
  const tree = parser.parse(sources[sources.length - 1]);
  try {
    let expr = soleExpression(tree.rootNode);
    if (
      expr?.type === 'call' &&
      expr.childForFieldName('function')?.text === 'print' &&
      named(expr.childForFieldName('arguments')!).length === 1
    )
      expr = named(expr.childForFieldName('arguments')!)[0];
    if (!expr) return [];
    const found = [expr, ...expr.descendantsOfType('call')].filter(
      (c): c is SyntaxNode =>
        c !== null &&
        c.type === 'call' &&
        c.childForFieldName('function')?.type === 'identifier' &&
        callees.has(c.childForFieldName('function')!.text),
    );
    const calls = [...new Map(found.map((c) => [c.id, c])).values()];
    const list = calls.length === 1 ? calls[0].childForFieldName('arguments') : null;
    if (list?.type !== 'argument_list') return [];
    const parts = named(list)
      .filter((a) => a.type !== 'comment')
      .map((a) => {
        const keyword = a.type === 'keyword_argument';
        const node = keyword ? a.childForFieldName('value') : a;
        const held = a.type.endsWith('splat') ? null : heldValue(node, bound);
        const [value, wrap] = [held?.value ?? null, held?.wrap];
        const name = keyword ? a.childForFieldName('name')?.text : undefined;
        return { text: a.text, keyword, value, name, wrap };
      });
    const lit = parts.flatMap((p, i) => (p.value ? [i] : []));
    if (lit.length === 0 || lit[lit.length - 1] - lit[0] + 1 !== lit.length) return [];
    const [head, run, tail] = [
      parts.slice(0, lit[0]),
      parts.slice(lit[0], lit.at(-1)! + 1),
      parts.slice(lit.at(-1)! + 1),
    ];
    if (head.some((p) => p.keyword) || (run.some((p) => p.keyword) && tail.some((p) => !p.keyword)))
      return [];
    const inner = observedTemplate(expr, calls[0]);
    // `f(x) is None`, `f(x) == 3`: the observed expression is compared again, so it goes in parentheses
    const hole = PRIMARY.has(expr.type) ? inner : (args: string) => `(${inner(args)})`;
    const wrapped = run.some((p) => p.wrap)
      ? rewrap(
          parser,
          run.map((p) => p.wrap),
        )
      : (args: string) => args;
    const observed = (args: string) =>
      hole([...head.map((p) => p.text), wrapped(args), ...tail.map((p) => p.text)].join(', '));
    const template: Template = {
      observed,
      test: (args, expected, atol) => renderPythonAssert(observed(args), expected, tolerance(atol)),
    };
    if (head.length || tail.length) withFixedArguments.add(template);
    return [
      { args: run.map((p) => (p.name ? { name: p.name, value: p.value! } : { value: p.value! })), template },
    ];
  } finally {
    tree.delete();
  }
}

/**
 * Arguments as rendered (`[1, 2], k=3`) with each one's call put back around it where the example had one
 * (`np.array([1, 2]), k=3`). The rendered text is parsed again to find each argument.
 */
function rewrap(
  parser: Awaited<ReturnType<typeof loadParser>>,
  wraps: readonly ([string, string] | undefined)[],
): (args: string) => string {
  return (args) => {
    const tree = parser.parse(`f(${args})`);
    try {
      const call = tree.rootNode.descendantsOfType('call')[0];
      const items = call ? named(call.childForFieldName('arguments')!) : [];
      if (items.length !== wraps.length) return args;
      return items
        .map((a, k) => {
          const w = wraps[k];
          if (!w) return a.text;
          if (a.type !== 'keyword_argument') return w[0] + a.text + w[1];
          const v = a.childForFieldName('value')!;
          return `${a.text.slice(0, v.startIndex - a.startIndex)}${w[0]}${v.text}${w[1]}`;
        })
        .join(', ');
    } finally {
      tree.delete();
    }
  };
}

/**
 * The template of a result the probe had to wrap to state it (a doctest task's iterator, as a list; an object,
 * by its repr): the candidate's own expression inside `list(...)` or `repr(...)`.
 */
function wrappedTemplate(inner: Template, wrap: 'list' | 'repr'): Template {
  const observed = (args: string) => `${wrap}(${inner.observed(args)})`;
  return {
    observed,
    test: (args, expected, atol) => renderPythonAssert(observed(args), expected, tolerance(atol)),
  };
}

async function sitesOfTest(test: string, callees: ReadonlySet<string>): Promise<CallSite[]> {
  const parser = await loadParser('python');
  const tree = parser.parse(test);
  try {
    const examples = exampleSources(tree.rootNode);
    if (examples !== null) return await doctestSites(examples, callees);
    const stmt = named(tree.rootNode)[0];
    const cond = stmt?.type === 'assert_statement' ? named(stmt)[0] : undefined;
    const shaped = cond && named(tree.rootNode).length === 1 ? assertTemplate(cond, callees) : null;
    if (shaped) return [{ args: literalArguments(shaped.call)!, template: shaped.template }];
    // no shape to follow: every call with literal arguments is a site of its own, tested with ==
    const out: CallSite[] = [];
    for (const call of tree.rootNode.descendantsOfType('call')) {
      const fn = call?.childForFieldName('function');
      if (!call || fn?.type !== 'identifier' || !callees.has(fn.text)) continue;
      const args = literalArguments(call);
      if (args) out.push({ args, template: plainTemplate(fn.text) });
    }
    return out;
  } finally {
    tree.delete();
  }
}

/** The callee the tests use: an alias such as `candidate` when they call through one, else the entry point. */
function calleeOf(task: Task): string {
  for (const n of aliases(task)) {
    if (n !== task.entry_point && task.tests.some((t) => new RegExp(`\\b${n}\\s*\\(`).test(t))) return n;
  }
  return task.entry_point;
}

/** Code whose results may follow set iteration order (string hashing is seeded per interpreter). */
async function usesSets(task: Task): Promise<boolean> {
  const parser = await loadParser('python');
  for (const code of [task.code, task.setup ?? '']) {
    const tree = parser.parse(code);
    try {
      if (tree.rootNode.descendantsOfType(['set', 'set_comprehension']).length) return true;
      for (const c of tree.rootNode.descendantsOfType('call')) {
        const fn = c?.childForFieldName('function');
        const name = fn?.type === 'attribute' ? fn.childForFieldName('attribute')?.text : fn?.text;
        if (name && /^(set|frozenset|hash|union|intersection|difference|symmetric_difference)$/.test(name))
          return true;
      }
    } finally {
      tree.delete();
    }
  }
  return false;
}

/** Python assignments of the kit's constants. */
function prelude(constants: Record<string, string | number | readonly string[]>): string {
  return Object.entries(constants)
    .map(([k, v]) => {
      const lit =
        typeof v === 'number'
          ? String(v)
          : typeof v === 'string'
            ? pythonStrRepr(v)
            : `[${v.map(pythonStrRepr).join(', ')}]`;
      return `${k} = ${lit}\n`;
    })
    .join('');
}

const REPORT = 'ExecretReport: ';

export const python: AmplifyLanguage = {
  id: 'python',

  async callSites(task) {
    const callees = aliases(task);
    const out: CallSite[] = [];
    for (const t of task.tests) out.push(...(await sitesOfTest(t, callees)));
    return out;
  },

  async givenInputs(task, sites) {
    if (!task.inputs?.length) return [];
    const callee = calleeOf(task);
    const parser = await loadParser('python');
    const out: CallSite[] = [];
    for (const text of task.inputs) {
      const tree = parser.parse(`f(${text})`);
      try {
        const call = tree.rootNode.descendantsOfType('call')[0];
        const args = !tree.rootNode.hasError && call ? literalArguments(call) : null;
        if (!args) continue;
        const like = sites.find((s) => s.args.length === args.length && !withFixedArguments.has(s.template));
        out.push({ args, template: like?.template ?? plainTemplate(callee) });
      } finally {
        tree.delete();
      }
    }
    return out;
  },

  renderArguments: renderPythonArguments,

  async probeSuite(task, candidates) {
    const checkHash = await usesSets(task);
    const constants = {
      EXECRET_PROBE_LIMIT: PROBE_LIMIT_S,
      EXECRET_KILL_LIMIT: PROBE_LIMIT_S,
      EXECRET_SETUP: task.setup ?? '',
      ...(task.context ? { EXECRET_CONTEXT: task.context } : {}),
      EXECRET_TESTS: [] as string[],
      EXECRET_ORIGINALS: 0,
      ...(doctestTask(task) ? { EXECRET_DOCTEST: 1 } : {}),
      ...(checkHash ? { EXECRET_CODE: task.code, EXECRET_KIT: kit() } : {}),
    };
    const exprs = candidates.map((c) => c.template.observed(c.text));
    const tests = exprs.map((e) => `execret_probe(lambda: ${e})`);
    if (checkHash)
      tests.push(`execret_hashcheck([${exprs.map(pythonStrRepr).join(', ')}], ${PROBE_LIMIT_S}, globals())`);
    return {
      snippet: `${task.id}::amplify-probe`,
      task: task.id,
      language: 'python',
      code: `${prelude(constants)}${kit()}\n${task.code}`,
      setup: task.setup,
      ...(task.context ? { context: task.context } : {}),
      tests,
      timeoutS: Math.min(120, 5 + candidates.length * 4 * PROBE_LIMIT_S),
    };
  },

  readProbes(task, candidates, outcomes) {
    const probes: Probe[] = candidates.map((c, i) => readProbe(outcomes[i], c.template));
    const hash = outcomes[candidates.length];
    if (hash?.message.startsWith(`${REPORT}hash `)) {
      for (const i of hash.message.slice(`${REPORT}hash `.length).split(' ').filter(Boolean).map(Number)) {
        if (probes[i]?.kind === 'value') probes[i] = { kind: 'rejected', reason: 'hashOrder' };
      }
    }
    return probes;
  },

  parseLiteral: parsePythonLiteral,

  killSuite(task, tests, originals, snippets, { limitS, capS }) {
    const constants = {
      EXECRET_PROBE_LIMIT: PROBE_LIMIT_S,
      EXECRET_KILL_LIMIT: limitS,
      EXECRET_KILL_CAP: Math.max(limitS, capS),
      EXECRET_SETUP: task.setup ?? '',
      ...(task.context ? { EXECRET_CONTEXT: task.context } : {}),
      EXECRET_TESTS: tests,
      EXECRET_ORIGINALS: originals,
    };
    const per = killChunk(tests.length);
    const chunks: string[] = [];
    for (let i = 0; i < snippets.length; i += per) {
      chunks.push(
        `execret_kills([${snippets
          .slice(i, i + per)
          .map(pythonStrRepr)
          .join(', ')}])`,
      );
    }
    return {
      snippet: `${task.id}::amplify-kills`,
      task: task.id,
      language: 'python',
      code: `${prelude(constants)}${kit()}`,
      tests: chunks,
      // a snippet stops at its first time-out, which may run again under the cap
      timeoutS: Math.min(300, 5 + snippets.length * (4 * limitS + capS + tests.length * 0.01)),
    };
  },

  readKills(outcomes, snippets, tests) {
    const per = killChunk(tests);
    const out: (Verdicts | null)[] = [];
    for (let i = 0; i * per < snippets; i++) {
      const n = Math.min(per, snippets - i * per);
      const m = outcomes[i]?.message ?? '';
      const words = m.startsWith(`${REPORT}kills `) ? m.slice(`${REPORT}kills `.length).split(' ') : [];
      const ok = words.length === n && words.every((w) => w.length === tests);
      for (let k = 0; k < n; k++) out.push(ok ? words[k] : null);
    }
    return out;
  },
};

/**
 * Snippets per kill test: each reports one word of verdicts per snippet in its one message, which the harness
 * truncates at 600 characters.
 */
function killChunk(tests: number): number {
  return Math.max(1, Math.floor(560 / (tests + 1)));
}

function readProbe(o: TestOutcome | undefined, template: Template): Probe {
  if (!o || o.status === 'timeout' || o.status === 'crashed')
    return { kind: 'rejected', reason: 'lost', detail: o?.message };
  if (!o.message.startsWith(REPORT)) return { kind: 'rejected', reason: 'raises', detail: o.message };
  const text = o.message.slice(REPORT.length);
  if (text.startsWith('value ')) return { kind: 'value', literal: text.slice('value '.length) };
  for (const wrap of ['list', 'repr'] as const) {
    const head = `${wrap}value `;
    if (text.startsWith(head))
      return { kind: 'value', literal: text.slice(head.length), template: wrappedTemplate(template, wrap) };
  }
  if (text === 'slow') return { kind: 'rejected', reason: 'slow' };
  if (text === 'nondeterministic') return { kind: 'rejected', reason: 'nondeterministic' };
  if (text === 'too-long') return { kind: 'rejected', reason: 'tooLong' };
  return { kind: 'rejected', reason: 'unwritable', detail: text };
}

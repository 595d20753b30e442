import { inputError } from '../../core/errors.js';
import type { JsonlLine } from '../../core/jsonl.js';
import type { Task } from '../../core/types.js';
import { parseCode, type SyntaxNode } from '../../lang/parser.js';

/**
 * HumanEval JSONL {task_id, prompt, canonical_solution, test, entry_point}.
 * - code = prompt + canonical_solution, with the entry point's docstring moved out of the code into the query, so
 *   the code does not carry the query text;
 * - when `check(candidate)` is only asserts, each assert becomes one test, and the rest of the test module (e.g.
 *   METADATA) plus `candidate = <entry point>` becomes the setup; otherwise `check` stays in the setup and the one
 *   test is `check(<entry point>)`.
 */
export async function importHumanEval(rows: JsonlLine[], file: string): Promise<Task[]> {
  const out: Task[] = [];
  for (const { line, value } of rows) {
    const o = value as Record<string, unknown>;
    const loc = (field: string) => ({ file, line, field });
    for (const f of ['task_id', 'prompt', 'canonical_solution', 'test', 'entry_point']) {
      if (typeof o?.[f] !== 'string') throw inputError('missing or not a string', loc(f));
    }
    const entry = o.entry_point as string;
    const full = (o.prompt as string) + (o.canonical_solution as string);
    const { code, docstring } = await moveDocstring(full, entry);
    if (docstring === null) throw inputError(`no docstring on "${entry}" to use as the query`, loc('prompt'));
    const { tests, setup } = await splitCheck(o.test as string, entry);
    const task: Task = {
      id: (o.task_id as string).replace(/[^A-Za-z0-9_.:-]/g, '_'),
      language: 'python',
      domain: 'humaneval',
      query: docstring,
      entry_point: entry,
      code,
      tests,
    };
    if (setup.trim()) task.setup = setup;
    out.push(task);
  }
  return out;
}

function findFunction(root: SyntaxNode, name: string): SyntaxNode | undefined {
  return root.namedChildren.find((n) => {
    const def = n.type === 'decorated_definition' ? n.childForFieldName('definition') : n;
    return def?.type === 'function_definition' && def.childForFieldName('name')?.text === name;
  });
}

function lineStart(s: string, i: number): number {
  return s.lastIndexOf('\n', i - 1) + 1;
}

function lineEnd(s: string, i: number): number {
  const j = s.indexOf('\n', i);
  return j < 0 ? s.length : j + 1;
}

/** Remove the entry point's docstring statement (whole lines) and return its cleaned text. */
export async function moveDocstring(code: string, entry: string): Promise<{ code: string; docstring: string | null }> {
  const tree = await parseCode('python', code);
  const fn = findFunction(tree.rootNode, entry);
  const def = fn?.type === 'decorated_definition' ? fn.childForFieldName('definition') : fn;
  const first = def?.childForFieldName('body')?.namedChildren[0];
  const str = first?.type === 'expression_statement' ? first.namedChildren[0] : undefined;
  if (!first || str?.type !== 'string') return { code, docstring: null };
  const cut = code.slice(0, lineStart(code, first.startIndex)) + code.slice(lineEnd(code, first.endIndex));
  return { code: cut.replace(/^\n+/, ''), docstring: cleanDocstring(str.text) };
}

/** Strip prefix and quotes, then dedent as inspect.cleandoc does, and join to a trimmed text. */
export function cleanDocstring(literal: string): string {
  const body = literal.replace(/^[rRuU]?("""|'''|"|')/, '').replace(/("""|'''|"|')$/, '');
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const indents = lines
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => l.length - l.trimStart().length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return [lines[0].trim(), ...lines.slice(1).map((l) => l.slice(cut).trimEnd())].join('\n').trim();
}

async function splitCheck(test: string, entry: string): Promise<{ tests: string[]; setup: string }> {
  const tree = await parseCode('python', test);
  const check = findFunction(tree.rootNode, 'check');
  const def = check?.type === 'decorated_definition' ? check.childForFieldName('definition') : check;
  const body = def?.childForFieldName('body')?.namedChildren.filter((n) => n.type !== 'comment') ?? [];
  if (!check || body.length === 0 || body.some((n) => n.type !== 'assert_statement')) {
    return { tests: [`check(${entry})`], setup: test.trim() };
  }
  const tests = body.map((n) => {
    const indent = n.startIndex - lineStart(test, n.startIndex);
    return n.text
      .split('\n')
      .map((l, i) => (i === 0 ? l : l.slice(Math.min(indent, l.length - l.trimStart().length))))
      .join('\n');
  });
  const rest = (test.slice(0, lineStart(test, check.startIndex)) + test.slice(lineEnd(test, check.endIndex))).trim();
  return { tests, setup: `${rest ? `${rest}\n` : ''}candidate = ${entry}` };
}

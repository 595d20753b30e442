import { inputError } from '../../core/errors.js';
import type { JsonlLine } from '../../core/jsonl.js';
import type { Task } from '../../core/types.js';
import { withTree, type SyntaxNode } from '../../lang/parser.js';
import { extractFunctionDocstring } from '../../lang/python/syntax.js';

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
    const doc = await extractFunctionDocstring(full, entry);
    if (!doc) throw inputError(`no docstring on "${entry}" to use as the query`, loc('prompt'));
    const code = (full.slice(0, doc.start) + full.slice(doc.end)).replace(/^\n+/, '');
    const { tests, setup } = await splitCheck(o.test as string, entry);
    const task: Task = {
      id: (o.task_id as string).replace(/[^A-Za-z0-9_.:-]/g, '_'),
      language: 'python',
      domain: 'humaneval',
      query: doc.text,
      entry_point: entry,
      code,
      tests,
    };
    if (setup.trim()) task.setup = setup;
    out.push(task);
  }
  return out;
}

function lineStart(s: string, i: number): number {
  return s.lastIndexOf('\n', i - 1) + 1;
}

function lineEnd(s: string, i: number): number {
  const j = s.indexOf('\n', i);
  return j < 0 ? s.length : j + 1;
}

function definition(n: SyntaxNode): SyntaxNode | null {
  return n.type === 'decorated_definition' ? n.childForFieldName('definition') : n;
}

/** Split `def check(candidate)` into one test per assert when its body is only asserts. */
function splitCheck(test: string, entry: string): Promise<{ tests: string[]; setup: string }> {
  return withTree(test, 'python', (tree) => {
    const check = tree.rootNode.namedChildren.find((n) => {
      const def = n && definition(n);
      return def?.type === 'function_definition' && def.childForFieldName('name')?.text === 'check';
    });
    const body =
      (check &&
        definition(check)
          ?.childForFieldName('body')
          ?.namedChildren.filter((n) => n && n.type !== 'comment')) ??
      [];
    if (!check || body.length === 0 || body.some((n) => n?.type !== 'assert_statement')) {
      return { tests: [`check(${entry})`], setup: test.trim() };
    }
    const tests = body.map((n) => {
      const indent = n!.startIndex - lineStart(test, n!.startIndex);
      return n!.text
        .split('\n')
        .map((l, i) => (i === 0 ? l : l.slice(Math.min(indent, l.length - l.trimStart().length))))
        .join('\n');
    });
    const rest = (
      test.slice(0, lineStart(test, check.startIndex)) + test.slice(lineEnd(test, check.endIndex))
    ).trim();
    return { tests, setup: `${rest ? `${rest}\n` : ''}candidate = ${entry}` };
  });
}

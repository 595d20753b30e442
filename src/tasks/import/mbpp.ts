import { inputError } from '../../core/errors.js';
import type { JsonlLine } from '../../core/jsonl.js';
import type { Task } from '../../core/types.js';

/**
 * MBPP JSONL, original layout {task_id, text, code, test_list, test_setup_code, challenge_test_list} or sanitized
 * layout {task_id, prompt, code, test_list, test_imports, source_file}. The entry point is the first function the
 * tests call that the code defines at module level. Line endings and indentation tabs are normalised.
 */
export function importMbpp(rows: JsonlLine[], file: string): Task[] {
  return rows.map(({ line, value }) => {
    const o = value as Record<string, unknown>;
    const loc = (field: string) => ({ file, line, field });
    if (!o || typeof o !== 'object') throw inputError('expected a JSON object', { file, line });
    const query = o.text ?? o.prompt;
    if (typeof query !== 'string' || !query.trim())
      throw inputError('missing "text" (or "prompt")', loc('text'));
    if (typeof o.code !== 'string' || !o.code.trim()) throw inputError('missing code', loc('code'));
    if (
      !Array.isArray(o.test_list) ||
      o.test_list.length === 0 ||
      o.test_list.some((t) => typeof t !== 'string')
    ) {
      throw inputError('expected a non-empty array of strings', loc('test_list'));
    }
    if (o.task_id === undefined) throw inputError('missing task_id', loc('task_id'));
    const code = normalise(o.code);
    const tests = (o.test_list as string[]).map((t) => normalise(t).trim());
    const defs = [...code.matchAll(/^def\s+([A-Za-z_]\w*)\s*\(/gm)].map((m) => m[1]);
    const called = tests.flatMap((t) => [...t.matchAll(/([A-Za-z_]\w*)\s*\(/g)].map((m) => m[1]));
    const entry = called.find((n) => defs.includes(n)) ?? defs[0];
    if (!entry) throw inputError('code defines no module-level function', loc('code'));
    const setupParts: string[] = [];
    if (typeof o.test_setup_code === 'string' && o.test_setup_code.trim())
      setupParts.push(normalise(o.test_setup_code));
    if (Array.isArray(o.test_imports))
      setupParts.push(...o.test_imports.filter((x): x is string => typeof x === 'string'));
    const task: Task = {
      id: `mbpp_${String(o.task_id).replace(/[^A-Za-z0-9_.:-]/g, '_')}`,
      language: 'python',
      domain: 'mbpp',
      query: String(query).trim(),
      entry_point: entry,
      code: code.trimEnd() + '\n',
      tests,
    };
    if (setupParts.length) task.setup = setupParts.join('\n').trim();
    return task;
  });
}

function normalise(s: string): string {
  // Only indentation tabs: a tab inside a string literal is data.
  return s.replace(/\r\n?/g, '\n').replace(/^[ \t]+/gm, (ws) => ws.replace(/\t/g, '    '));
}

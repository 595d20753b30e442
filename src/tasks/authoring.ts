import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { inputError } from '../core/errors.js';
import type { Task } from '../core/types.js';
import { validateTask } from './schema.js';

/**
 * The authored layout of the bundled benchmark: `data/tasks/<domain>/<entry_point>.py`, one task per file,
 * runnable as-is with `python3 file.py` (the asserts are the tests):
 *
 *     # query: One or two sentences saying what the function does,
 *     # continued on further "# " lines.
 *     def entry_point(...):
 *         ...
 *
 *     # setup            (optional section: code run before each test)
 *     ...
 *
 *     # tests
 *     assert entry_point(...) == ...
 *     assert entry_point(
 *         ...) == ...    (a test starts at column 0; indented lines continue it)
 *
 * The task id and entry point are the file name; the domain is the folder name.
 */
export function parseAuthoredTask(text: string, file: string, domain: string): Task {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  let i = 0;
  const query: string[] = [];
  if (!/^# query:/.test(lines[0] ?? '')) {
    throw inputError('first line must start with "# query:"', { file, line: 1, field: 'query' });
  }
  query.push(lines[0].replace(/^# query:\s*/, ''));
  i = 1;
  while (i < lines.length && /^# /.test(lines[i]) && !/^# (tests|setup)\s*$/.test(lines[i])) {
    query.push(lines[i].replace(/^#\s*/, ''));
    i++;
  }
  const section = (name: string): number => lines.findIndex((l, j) => j >= i && l.trim() === `# ${name}`);
  const testsAt = section('tests');
  if (testsAt < 0) throw inputError('missing "# tests" section', { file, field: 'tests' });
  const setupAt = section('setup');
  const codeEnd = setupAt >= 0 && setupAt < testsAt ? setupAt : testsAt;
  const code = lines.slice(i, codeEnd).join('\n').trim() + '\n';
  const setup =
    setupAt >= 0 && setupAt < testsAt
      ? lines
          .slice(setupAt + 1, testsAt)
          .join('\n')
          .trim()
      : '';
  const tests: string[] = [];
  for (const l of lines.slice(testsAt + 1)) {
    if (l.trim() === '') continue;
    if (/^\s/.test(l) && tests.length) tests[tests.length - 1] += '\n' + l;
    else tests.push(l);
  }
  const id = basename(file, '.py');
  const task: Record<string, unknown> = {
    id,
    language: 'python',
    domain,
    query: query.join(' ').trim(),
    entry_point: id,
    code,
    tests,
  };
  if (setup) task.setup = setup;
  return validateTask(task, { file });
}

/** Every task under `dir` (data/tasks), sorted by domain then id: the order of the generated JSONL. */
export function loadAuthoredTasks(dir: string): Task[] {
  const out: Task[] = [];
  for (const domain of readdirSync(dir).sort()) {
    const d = join(dir, domain);
    if (!statSync(d).isDirectory()) continue;
    for (const f of readdirSync(d).sort()) {
      if (!f.endsWith('.py')) continue;
      const file = join(d, f);
      out.push(parseAuthoredTask(readFileSync(file, 'utf8'), relative(process.cwd(), file), domain));
    }
  }
  return out;
}

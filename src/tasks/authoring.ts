import { readdirSync, statSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import { inputError } from '../core/errors.js';
import { readTextFile } from '../core/jsonl.js';
import type { LanguageId, Task } from '../core/types.js';
import { LANGUAGE_IDS, languages } from '../lang/index.js';
import { validateTask } from './schema.js';

/**
 * The authored layout of the bundled benchmark: one task per file under `data/tasks/<domain>/`, runnable as-is
 * (`python3 file.py`, `node file.js`: the asserts are the tests). Python, `<entry_point>.py`:
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
 * JavaScript, `<name>.js` (TypeScript, `<name>.ts`, alike), the twin of the Python task `<name>` when there is one:
 *
 *     // query: The same query text,
 *     // continued on further "// " lines.
 *     function entryPoint(...) {      (the entry point is the file name in camelCase)
 *       ...
 *     }
 *
 *     // tests
 *     const assert = require('node:assert');   (optional: makes the file run under plain node; not a test)
 *     assert.deepStrictEqual(entryPoint(...), ...);
 *     assert.strictEqual(
 *       entryPoint(...),
 *       ...
 *     );                 (a test starts at column 0; indented lines and lines opening with ), ] or } continue it)
 *
 * The domain is the folder name. Python: the task id and entry point are the file name. JavaScript and
 * TypeScript: the id is `js.<name>` / `ts.<name>` (a Python id is an identifier, so a twin never takes its
 * id), the entry point is `<name>` in camelCase (`merge_intervals.js` defines `mergeIntervals`).
 */
interface AuthoredSyntax {
  /** the line comment that opens the query and section headers */
  readonly comment: string;
  /** id prefix (empty for Python) */
  readonly idPrefix: string;
  /** the entry point a file name stands for */
  entryPoint(name: string): string;
  /** tests-section lines that are harness, not tests (they make the file run on its own) */
  readonly harness: RegExp | null;
  /** lines that continue the test above even at column 0 */
  readonly continues: RegExp;
}

const JS_LIKE = (prefix: string): AuthoredSyntax => ({
  comment: '//',
  idPrefix: `${prefix}.`,
  entryPoint: snakeToCamel,
  harness: /^(const|let|var) assert = require\(['"](node:)?assert(\/strict)?['"]\);?\s*$/,
  continues: /^[\s)\]}]/,
});

const AUTHORED: Readonly<Record<LanguageId, AuthoredSyntax>> = Object.freeze({
  python: { comment: '#', idPrefix: '', entryPoint: (n) => n, harness: null, continues: /^\s/ },
  javascript: JS_LIKE('js'),
  typescript: JS_LIKE('ts'),
});

/** `merge_intervals` -> `mergeIntervals`; `iso8601_duration` -> `iso8601Duration`. */
export function snakeToCamel(name: string): string {
  return name.replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** The language an authored file is in, from its extension (null: not a task file). */
export function authoredLanguage(file: string): LanguageId | null {
  const ext = extname(file);
  return LANGUAGE_IDS.find((id) => languages[id].extension === ext) ?? null;
}

/** The task id an authored file of `language` named `name` (without extension) gets. */
export function authoredId(name: string, language: LanguageId): string {
  return `${AUTHORED[language].idPrefix}${name}`;
}

export function parseAuthoredTask(text: string, file: string, domain: string): Task {
  const language = authoredLanguage(file) ?? 'python';
  const syn = AUTHORED[language];
  const c = syn.comment;
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (!(lines[0] ?? '').startsWith(`${c} query:`)) {
    throw inputError(`first line must start with "${c} query:"`, { file, line: 1, field: 'query' });
  }
  const query = [lines[0].slice(`${c} query:`.length).replace(/^\s*/, '')];
  const header = (l: string, name: string) => l.trim() === `${c} ${name}`;
  let i = 1;
  while (
    i < lines.length &&
    lines[i].startsWith(`${c} `) &&
    !header(lines[i], 'tests') &&
    !header(lines[i], 'setup')
  ) {
    query.push(lines[i].slice(c.length).replace(/^\s*/, ''));
    i++;
  }
  const section = (name: string): number => lines.findIndex((l, j) => j >= i && header(l, name));
  const testsAt = section('tests');
  if (testsAt < 0) throw inputError(`missing "${c} tests" section`, { file, field: 'tests' });
  const setupAt = section('setup');
  const hasSetup = setupAt >= 0 && setupAt < testsAt;
  const code =
    lines
      .slice(i, hasSetup ? setupAt : testsAt)
      .join('\n')
      .trim() + '\n';
  const setup = hasSetup
    ? lines
        .slice(setupAt + 1, testsAt)
        .join('\n')
        .trim()
    : '';
  const tests = splitTests(lines.slice(testsAt + 1), syn);
  const name = basename(file, extname(file));
  const task: Record<string, unknown> = {
    id: authoredId(name, language),
    language,
    domain,
    query: query.join(' ').trim(),
    entry_point: syn.entryPoint(name),
    code,
    tests,
  };
  if (setup) task.setup = setup;
  return validateTask(task, { file });
}

/** The tests section's statements: each starts at column 0; the harness lines are dropped. */
function splitTests(lines: readonly string[], syn: AuthoredSyntax): string[] {
  const tests: string[] = [];
  for (const l of lines) {
    if (l.trim() === '' || syn.harness?.test(l)) continue;
    if (syn.continues.test(l) && tests.length) tests[tests.length - 1] += '\n' + l;
    else tests.push(l);
  }
  return tests;
}

/**
 * Every task under `dir` (data/tasks): Python first, then the other languages in the language table's order;
 * within a language by domain, then file name. This is the order of the generated JSONL (a new language's tasks
 * never move the Python ones).
 */
export function loadAuthoredTasks(dir: string): Task[] {
  const files: { file: string; domain: string; language: LanguageId }[] = [];
  for (const domain of readdirSync(dir).sort()) {
    const d = join(dir, domain);
    if (!statSync(d).isDirectory()) continue;
    for (const f of readdirSync(d).sort()) {
      const language = authoredLanguage(f);
      if (language) files.push({ file: join(d, f), domain, language });
    }
  }
  const rank = (l: LanguageId) => LANGUAGE_IDS.indexOf(l);
  // a stable sort: within a language the folder order (domain, then file name) stays
  files.sort((a, b) => rank(a.language) - rank(b.language));
  return files.map(({ file, domain }) =>
    parseAuthoredTask(readTextFile(file, 'authored task'), relative(process.cwd(), file), domain),
  );
}

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExecretError } from '../../../core/errors.js';
import { PACKAGE_ROOT } from '../../../core/version.js';
import type { FunctionVersion, RepoAdapter, RepoFile, VersionRequest } from './adapter.js';

/** The extractor (parses with Python's own `ast` and `doctest`; runs none of the repository's code). */
export const PYTHON_EXTRACTOR_PATH = join(PACKAGE_ROOT, 'assets', 'python', 'repo_extract.py');
/** The doctest checker that imported tests call (defined in each task's setup). */
export const PYTHON_DOCTEST_CHECKER_PATH = join(PACKAGE_ROOT, 'assets', 'python', 'doctest_check.py');

/** Files per extractor process: bounds its memory on a large repository. */
const FILES_PER_CALL = 400;

function runExtractor(interpreter: string, request: unknown): unknown {
  const r = spawnSync(interpreter, ['-I', PYTHON_EXTRACTOR_PATH], {
    input: JSON.stringify(request),
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8' },
  });
  if (r.status !== 0) {
    throw new ExecretError(
      'E_INTERNAL',
      `the Python repository extractor failed (${interpreter}): ${(r.stderr || String(r.error)).trim().split('\n').pop()}`,
    );
  }
  return JSON.parse(r.stdout);
}

export const pythonRepo: RepoAdapter = {
  language: 'python',
  extensions: ['.py'],
  get setup() {
    return readFileSync(PYTHON_DOCTEST_CHECKER_PATH, 'utf8');
  },
  extract(root, files, interpreter) {
    const out: RepoFile[] = [];
    const hits: [string, string, string][] = [];
    for (let i = 0; i < files.length; i += FILES_PER_CALL) {
      const r = runExtractor(interpreter, {
        mode: 'repo',
        root,
        files: files.slice(i, i + FILES_PER_CALL),
      }) as {
        files: RepoFile[];
        pytest: [string, string, string][];
      };
      out.push(...r.files);
      hits.push(...r.pytest);
    }
    // asserts of pytest files (test_*.py, *_test.py) join the tests of the function they call
    const byKey = new Map(
      out.flatMap((f) => f.functions.map((c) => [`${f.path}\u0000${c.name}`, c] as const)),
    );
    for (const [path, name, test] of hits) {
      const c = byKey.get(`${path}\u0000${name}`);
      if (c && !c.skip && !(c.pytest ?? []).includes(test)) (c.pytest ??= []).push(test);
    }
    return out;
  },
  functionVersions(items: readonly VersionRequest[], interpreter) {
    const out = new Map<string, FunctionVersion | null>();
    for (let i = 0; i < items.length; i += 200) {
      const r = runExtractor(interpreter, { mode: 'versions', items: items.slice(i, i + 200) }) as {
        items: { key: string; name: string; code: string | null; helpers: string[] | null }[];
      };
      for (const it of r.items)
        out.set(
          `${it.key}\u0000${it.name}`,
          it.code === null ? null : { code: it.code, helpers: it.helpers },
        );
    }
    return out;
  },
};

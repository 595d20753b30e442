import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../../scripts/check-imports.mjs', import.meta.url));

function check(root?: string): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, [SCRIPT, ...(root ? [root] : [])], { encoding: 'utf8' });
  return { status: r.status, out: r.stdout + r.stderr };
}

/** A repository with a src/ of the given files. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'execret-imports-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'src', path)), { recursive: true });
    writeFileSync(join(root, 'src', path), text);
  }
  return root;
}

test('src/ has no import cycle and imports no later stage (the rule CI keeps)', () => {
  const r = check();
  assert.equal(r.status, 0, r.out);
  assert.match(r.out, /no import cycle, no import of a later stage/);
});

test('a cycle of value imports fails, naming its files; a cycle closed only by a type import does not', () => {
  const root = tree({
    'mutate/a.ts': "import { b } from './b.js';\nexport const a = b;\n",
    'mutate/b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
    'construct/x.ts': "import { y } from './y.js';\nexport const x = y;\n",
    'construct/y.ts': "import type { X } from './x.js';\nexport const y = 1 as unknown as X;\n",
  });
  try {
    const r = check(root);
    assert.equal(r.status, 1, r.out);
    assert.match(r.out, /import cycle \(2 files\): mutate\/a\.ts, mutate\/b\.ts/);
    assert.doesNotMatch(r.out, /construct\/x\.ts, construct\/y\.ts/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('an import of a later stage fails, a type-only one and a dynamic one too; an earlier stage is fine', () => {
  const root = tree({
    'core/types.ts': 'export type Id = string;\n',
    'lang/adapter.ts':
      "import type { Op } from '../mutate/op.js';\nimport type { Id } from '../core/types.js';\nexport type A = [Op, Id];\n",
    'lang/load.ts': "export const load = () => import('../construct/index.js');\n",
    'mutate/op.ts': "import { A } from '../lang/adapter.js';\nexport type Op = A;\n",
    'construct/index.ts': 'export const build = 1;\n',
  });
  try {
    const r = check(root);
    assert.equal(r.status, 1, r.out);
    assert.match(r.out, /later stage: src\/lang\/adapter\.ts imports a type from src\/mutate\/op\.ts/);
    assert.match(r.out, /later stage: src\/lang\/load\.ts imports src\/construct\/index\.ts/);
    assert.doesNotMatch(r.out, /src\/mutate\/op\.ts imports/);
    assert.doesNotMatch(r.out, /import cycle/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a folder of src/ in no stage fails', () => {
  const root = tree({ 'newstage/x.ts': 'export const x = 1;\n' });
  try {
    const r = check(root);
    assert.equal(r.status, 1, r.out);
    assert.match(r.out, /src\/newstage is in no stage/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the process (env, argv, exit) outside src/cli fails, each use named; process.env in src/cli only in env.ts', () => {
  const root = tree({
    'execute/a.ts': 'export const python = () => process.env.EXECRET_PYTHON;\n',
    'retrieve/b.ts': "export const key = process['env'];\nexport const { argv } = process;\n",
    'lang/c.ts': "import { exit } from 'node:process';\nexport const stop = () => exit(1);\n",
    'core/d.ts':
      '// process.env is named in a comment only\nexport const out = () => process.stdout.write("x");\n',
    'construct/e.ts': 'export const fail = () => { process.exitCode = 1; };\n',
    'cli/env.ts': 'export const cliEnv = () => process.env;\n',
    'cli/main.ts': 'export const main = () => process.exit(process.argv.length);\n',
    'cli/commands/x.ts': 'export const k = () => process.env.OPENAI_API_KEY;\n',
  });
  try {
    const r = check(root);
    assert.equal(r.status, 1, r.out);
    assert.match(r.out, /process outside src\/cli: src\/execute\/a\.ts:1 uses process\.env/);
    assert.match(r.out, /src\/retrieve\/b\.ts:1 uses process\.env/);
    assert.match(r.out, /src\/retrieve\/b\.ts:2 uses process\.argv/);
    assert.match(r.out, /src\/lang\/c\.ts:1 uses process\.exit/);
    assert.match(r.out, /src\/construct\/e\.ts:1 uses process\.exitCode/);
    assert.match(r.out, /process\.env in src\/cli outside cli\/env\.ts: src\/cli\/commands\/x\.ts:1/);
    assert.doesNotMatch(r.out, /core\/d\.ts|src\/cli\/env\.ts:\d|src\/cli\/main\.ts/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

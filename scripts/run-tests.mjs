#!/usr/bin/env node
// Runs every test/**/*.test.ts with Node's own test runner (through tsx). Extra arguments filter the files
// by substring, e.g. `npm test -- sandbox metrics`. Node 20's runner does not expand globs itself.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (name === 'fixtures' || name === 'node_modules') continue;
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else if (name.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

const filters = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const passThrough = process.argv.slice(2).filter((a) => a.startsWith('-'));
let files = walk('test');
if (filters.length) files = files.filter((f) => filters.some((s) => f.includes(s)));
if (files.length === 0) {
  console.error('no test files matched');
  process.exit(1);
}
// Human-readable spec output on stdout, TAP into a file that we summarise in one plain closing line.
const tapDir = mkdtempSync(join(tmpdir(), 'execret-tap-'));
const tapFile = join(tapDir, 'report.tap');
// Every temporary folder the tests make (os.tmpdir() follows TMPDIR) goes under one folder of this run, removed at
// the end: a test that fails, or is killed, before its own clean-up leaves nothing behind in the machine's /tmp.
// EXECRET_KEEP_TEST_TMP=1 keeps it (its path is printed) to look at what a failing test left.
// It has /tmp's mode (sticky, open to all): the sandbox's unprivileged uids must reach their work folders in it.
const testTmp = mkdtempSync(join(tmpdir(), 'execret-tests-'));
chmodSync(testTmp, 0o1777);
const r = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    // Node runs one file at a time on two cores (its default is cores - 1). Most files wait on subprocesses (the
    // sandbox's Python and Node, the CLI, git, Slurm), so two at once use the second core. Files keep their own
    // temporary folders, and each process its own sandbox uids; the few CLI runs that use the default outcome
    // cache share it through SQLite's locking, as two users' commands would.
    `--test-concurrency=${Math.max(2, availableParallelism() - 1)}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapFile}`,
    ...passThrough,
    ...files,
  ],
  { stdio: 'inherit', env: { ...process.env, EXECRET_TEST: '1', TMPDIR: testTmp } },
);
if (process.env.EXECRET_KEEP_TEST_TMP === '1')
  console.log(`the tests' temporary folders are kept in ${testTmp}`);
else rmSync(testTmp, { recursive: true, force: true });
let tap = '';
try {
  tap = readFileSync(tapFile, 'utf8');
} catch {
  /* the runner died before writing its report */
}
rmSync(tapDir, { recursive: true, force: true });
const count = (name) => Number((tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm')) ?? [])[1] ?? 0);
const passed = count('pass');
const failed = count('fail') + count('cancelled');
console.log(`\n${passed} passed, ${failed} failed, ${count('skipped') + count('todo')} skipped`);
process.exit(r.status ?? 1);

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/cli.js';
import { withDefaultCommand } from '../../src/cli/main.js';

test('--version and --help exit 0; an unknown command exits 2', () => {
  const v = runCli(['--version']);
  assert.equal(v.status, 0);
  assert.match(v.stdout, /^\d+\.\d+\.\d+/);
  assert.equal(runCli(['--help']).status, 0);
  const bad = runCli(['no-such-command']);
  assert.equal(bad.status, 2);
  assert.doesNotMatch(bad.stderr, /at .*\.ts:\d+/);
});

test('the bare command takes eval options: `execret --json` is `execret eval --json` (one JSON document)', () => {
  // on a small release so the test stays fast; --help of the bare options is eval's
  const release = new URL('../fixtures/release-mini', import.meta.url).pathname;
  const dir = mkdtempSync(join(tmpdir(), 'execret-bare-'));
  try {
    const r = runCli(['--json', '-r', 'bm25', '--out', join(dir, 'out'), '--quiet', release]);
    assert.equal(r.status, 0, r.stderr);
    const doc = JSON.parse(r.stdout) as { systems: { name: string }[] };
    assert.deepEqual(
      doc.systems.map((s) => s.name),
      ['bm25'],
    );
    assert.match(runCli(['--out', 'x', '--help']).stdout, /Usage: execret eval/);
    assert.equal(withDefaultCommand([]).join(' '), 'eval');
    assert.equal(withDefaultCommand(['--json']).join(' '), 'eval --json');
    assert.equal(withDefaultCommand(['--version']).join(' '), '--version');
    assert.equal(withDefaultCommand(['report', 'x']).join(' '), 'report x');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runCli } from '../helpers/cli.js';

test('--version and --help exit 0; an unknown command exits 2', () => {
  const v = runCli(['--version']);
  assert.equal(v.status, 0);
  assert.match(v.stdout, /^\d+\.\d+\.\d+/);
  assert.equal(runCli(['--help']).status, 0);
  const bad = runCli(['no-such-command']);
  assert.equal(bad.status, 2);
  assert.doesNotMatch(bad.stderr, /at .*\.ts:\d+/);
});

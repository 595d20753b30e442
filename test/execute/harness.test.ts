import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { HARNESS_EXITS } from '../../src/execute/harness-protocol.js';
import { REPO_ROOT } from '../helpers/cli.js';

// The harness's own unit tests (test/execute/python/test_harness.py: limits, record parsing, the sharing screen,
// the result stream, verdicts), run with Debian's python3 as CI would.
const PYTHON = '/usr/bin/python3';

test('the harness unit tests pass (python3 -m unittest)', () => {
  const r = spawnSync(
    PYTHON,
    ['-B', '-m', 'unittest', 'discover', '-s', join(REPO_ROOT, 'test/execute/python')],
    {
      encoding: 'utf8',
      cwd: REPO_ROOT,
      env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' },
    },
  );
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stderr, /^Ran \d+ tests/m);
  assert.match(r.stderr, /^OK$/m);
});

test("Node's table of exit codes is the harness's: same names, values and meanings", () => {
  const program = [
    'import importlib.util, json, sys',
    'spec = importlib.util.spec_from_file_location("h", sys.argv[1])',
    'h = importlib.util.module_from_spec(spec); spec.loader.exec_module(h)',
    'print(json.dumps({int(e): [e.name, h.EXIT_MEANINGS.get(e)] for e in h.Exit}))',
  ].join('\n');
  const r = spawnSync(PYTHON, ['-B', '-c', program, join(REPO_ROOT, 'assets/python/harness.py')], {
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  const python = JSON.parse(r.stdout) as Record<string, [string, string | null]>;
  assert.deepEqual(Object.keys(python).map(Number).sort(), Object.keys(HARNESS_EXITS).map(Number).sort());
  for (const [code, [name, meaning]] of Object.entries(python)) {
    assert.equal(HARNESS_EXITS[Number(code)].name, name);
    if (meaning !== null) assert.equal(HARNESS_EXITS[Number(code)].meaning, meaning);
  }
});

test('a server started with invalid limits exits with USAGE and says which key', () => {
  const r = spawnSync(
    PYTHON,
    [
      '-s',
      '-c',
      `exec(open(${JSON.stringify(join(REPO_ROOT, 'assets/python/harness.py'))}).read())`,
      '{"timeout": 5}',
    ],
    {
      encoding: 'utf8',
      input: '',
    },
  );
  assert.equal(r.status, 64);
  assert.match(r.stderr, /unknown key 'timeout'/);
});

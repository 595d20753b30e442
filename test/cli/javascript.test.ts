import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, runCli } from '../helpers/cli.js';

// `execret verify` and `execret build` on a task file of JavaScript, TypeScript and Python tasks, end to end, and
// the release checked outside execret: every JavaScript/TypeScript canonical passes and every distractor fails
// under plain `node` (scripts/check-release-js.mjs), every Python one under plain python3 (check-release.py).

const TASKS = join(REPO_ROOT, 'test/fixtures/js/tasks.jsonl');
const lines = (f: string) =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

test('verify runs JavaScript and TypeScript references in the Node sandbox, Python ones in the Python one', () => {
  const r = runCli(['verify', TASKS, '--no-cache', '--json']);
  assert.equal(r.status, 0, r.stderr);
  const s = JSON.parse(r.stdout);
  assert.equal(s.ok, true);
  assert.equal(s.counts.tasks, 6);
  assert.deepEqual(s.runtimes.map((x: { language: string }) => x.language).sort(), ['javascript', 'python']);
  assert.equal(s.isolation.level, 'full');
  assert.equal(s.filesystem.view, 'minimal');
});

test('build makes a release of all three languages, and its snippets behave the same under plain node', () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-js-build-'));
  const out = join(dir, 'release');
  const r = runCli(['build', TASKS, '--out', out, '--cache', join(dir, 'cache.sqlite'), '--json'], {
    timeoutMs: 300_000,
  });
  assert.equal(r.status, 0, r.stderr);
  const queries = lines(join(out, 'queries.jsonl'));
  assert.deepEqual([...new Set(queries.map((q) => q.language))].sort(), [
    'javascript',
    'python',
    'typescript',
  ]);
  const corpus = lines(join(out, 'corpus.jsonl'));
  const kept = (task: string) => corpus.filter((d) => d.task === task && d.kind === 'distractor').length;
  for (const q of queries) assert.equal(kept(q._id), 4, `${q._id} keeps 4 distractors`);
  // the twins share a query text and an entry point name across languages, and both survive
  assert.ok(queries.some((q) => q._id === 'clamp_js') && queries.some((q) => q._id === 'clamp_py'));
  const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
  assert.match(JSON.stringify(manifest.runtimes), /Node v\d+/);
  const js = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/check-release-js.mjs'), out], {
    encoding: 'utf8',
  });
  assert.equal(js.status, 0, js.stdout + js.stderr);
  assert.match(js.stdout, /25 \(5 canonicals, 20 distractors\): every canonical passes/);
  const py = spawnSync('/usr/bin/python3', [join(REPO_ROOT, 'scripts/check-release.py'), out], {
    encoding: 'utf8',
  });
  assert.equal(py.status, 0, py.stdout + py.stderr);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, runCli } from '../helpers/cli.js';

// #17: on a release built from tasks that are not ours (HumanEval- and MBPP-shaped records, imported, built),
// deception, canonical-below and tie-aware exec@k equal an independent computation from the per-query files
// (scripts/golden/check-analyses.py: numpy and enumeration of tie orders, no execret code) to 1e-9.
test('the analyses on an imported release equal an independent computation (check-analyses.py)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-independent-'));
  const ok = (args: string[]) => {
    const r = runCli(args);
    assert.equal(r.status, 0, `${args.join(' ')}\n${r.stderr}`);
    return r.stdout;
  };
  ok([
    'import',
    'humaneval',
    join(REPO_ROOT, 'test/fixtures/import/humaneval.jsonl'),
    '--out',
    join(dir, 'he.jsonl'),
  ]);
  ok(['import', 'mbpp', join(REPO_ROOT, 'test/fixtures/import/mbpp.jsonl'), '--out', join(dir, 'mb.jsonl')]);
  const tasks = join(dir, 'tasks.jsonl');
  writeFileSync(
    tasks,
    readFileSync(join(dir, 'he.jsonl'), 'utf8') + readFileSync(join(dir, 'mb.jsonl'), 'utf8'),
  );
  ok([
    'build',
    tasks,
    '--out',
    join(dir, 'release'),
    '--distractors',
    '4',
    '--quiet',
    '--cache',
    join(dir, 'c.sqlite'),
  ]);
  // BM25 ties a clone that only reorders tokens (swapped arguments) with its canonical: tie-aware values differ
  ok([
    'eval',
    join(dir, 'release'),
    '--out',
    join(dir, 'res'),
    '-r',
    'bm25',
    '-r',
    'hashing?dims=4',
    '--quiet',
  ]);
  ok(['report', join(dir, 'res'), '--json-file', join(dir, 'report.json')]);
  writeFileSync(join(dir, 'ops.json'), ok(['mutate', '--list-ops', '--json']));
  const py = spawnSync(
    '/usr/bin/python3',
    [
      join(REPO_ROOT, 'scripts/golden/check-analyses.py'),
      join(dir, 'res'),
      join(dir, 'report.json'),
      join(dir, 'ops.json'),
    ],
    { encoding: 'utf8' },
  );
  assert.equal(py.status, 0, py.stdout + py.stderr);
  assert.match(py.stdout, /^ok\n/);
  assert.match(py.stdout, /bm25 core: \d+ triples/);
  const summary = JSON.parse(readFileSync(join(dir, 'res', 'summary.json'), 'utf8'));
  const bm25 = summary.systems.find((s: { name: string }) => s.name === 'bm25');
  assert.ok(bm25.tiesAcross['1'] > 0, 'ties decide rank 1 for some queries: the tie-aware path is exercised');
  assert.notEqual(bm25.metrics['exec@1'].tieAware.value, bm25.metrics['exec@1'].value);
});

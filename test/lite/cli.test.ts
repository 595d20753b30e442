import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/cli.js';
import { syntheticMatrix } from '../helpers/lite-synthetic.js';

const dir = mkdtempSync(join(tmpdir(), 'execret-lite-cli-'));
const mx = syntheticMatrix({ items: 240, models: 9, seed: 8, tasks: 2 });
const m = mx.models.length;
const csv = join(dir, 'outcomes.csv');
writeFileSync(
  csv,
  [
    'item,' + mx.models.join(','),
    ...mx.items.map((id, i) => [id, ...mx.values.subarray(i * m, i * m + m)].join(',')),
  ].join('\n') + '\n',
);
const items = join(dir, 'items.csv');
writeFileSync(
  items,
  ['item,task', ...mx.items.map((id, i) => `${id},${mx.tasks[mx.itemTask[i]]}`)].join('\n') + '\n',
);
const fams = join(dir, 'families.csv');
writeFileSync(
  fams,
  ['model,family', ...mx.models.map((name, j) => `${name},${mx.families[j]}`)].join('\n') + '\n',
);

test('lite validate --json prints exactly one document with both protocols', () => {
  const r = runCli([
    'lite',
    'validate',
    '--outcomes',
    csv,
    '--items',
    items,
    '--families',
    fams,
    '-k',
    '20',
    '--draws',
    '3',
    '--json',
  ]);
  assert.equal(r.status, 0, r.stderr);
  const doc = JSON.parse(r.stdout);
  for (const p of ['distinct', 'family']) {
    const proto = doc.protocols[p];
    for (const key of ['variant', 'mae', 'kendall', 'pearson', 'tau_resolvable'])
      assert.ok(key in proto.chosen, key);
    for (const key of ['mae', 'kendall', 'pearson', 'tau_resolvable']) {
      assert.equal(typeof proto.random[key], 'number');
      assert.equal(typeof proto.pool[key], 'number');
    }
  }
  assert.match(r.stderr, /fold/);
});

test('lite select writes a config that lite estimate reads; bad input exits 2 without a stack', () => {
  const out = join(dir, 'cfg');
  const s = runCli([
    'lite',
    'select',
    '--outcomes',
    csv,
    '--items',
    items,
    '-k',
    '15',
    '--method',
    'anchor',
    '--estimator',
    'mean',
    '--out',
    out,
  ]);
  assert.equal(s.status, 0, s.stderr);
  for (const f of ['manifest.json', 'README.md', 'SELECTION.md', 'tasks/task-0.json', 'tasks/task-1.json'])
    assert.ok(existsSync(join(out, f)), f);
  const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
  assert.equal(manifest.k, 15);
  assert.equal(manifest.estimator, 'mean');
  assert.equal(manifest.reference_models.length, 9);
  assert.equal(manifest.tasks.length, 2);
  const e = runCli(['lite', 'estimate', '--config', out, '--outcomes', csv, '--json']);
  assert.equal(e.status, 0, e.stderr);
  const est = JSON.parse(e.stdout);
  assert.equal(est.models.length, 9);
  assert.ok(est.cost_share > 0 && est.cost_share <= 30 / 240 + 1e-12);
  assert.ok(est.models.every((x: { benchmark_mean: number }) => Number.isFinite(x.benchmark_mean)));
  // the same config twice is byte-identical
  const out2 = join(dir, 'cfg2');
  runCli([
    'lite',
    'select',
    '--outcomes',
    csv,
    '--items',
    items,
    '-k',
    '15',
    '--method',
    'anchor',
    '--estimator',
    'mean',
    '--out',
    out2,
  ]);
  assert.equal(
    readFileSync(join(out2, 'tasks/task-0.json'), 'utf8'),
    readFileSync(join(out, 'tasks/task-0.json'), 'utf8'),
  );

  const bad = join(dir, 'bad.csv');
  writeFileSync(bad, 'item,a,b,c\ni1,0,1,2\n');
  const b = runCli(['lite', 'validate', '--outcomes', bad, '-k', '5']);
  assert.equal(b.status, 2);
  assert.match(b.stderr, /bad\.csv:2: field "column 4 \(c\)"/);
  assert.doesNotMatch(b.stderr, /at .*\.ts:\d+/);
  const u = runCli([
    'lite',
    'select',
    '--outcomes',
    csv,
    '-k',
    '5',
    '--method',
    'anchr',
    '--out',
    join(dir, 'x'),
  ]);
  assert.equal(u.status, 2);
  assert.match(u.stderr, /did you mean "anchor"/);
  // a config from a CSV does not record which eval metric its outcomes are
  const r = runCli(['lite', 'estimate', '--config', out, '-r', 'bm25', 'test/fixtures/release-mini']);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /does not record the metric/);
});

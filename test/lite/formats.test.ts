import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExecretError } from '../../src/core/errors.js';
import { parseCsv } from '../../src/lite/formats/csv.js';
import { readEvalFolders } from '../../src/lite/formats/eval-results.js';
import { loadOutcomeMatrix } from '../../src/lite/formats/load-tables.js';
import { readOutcomeTable, writeOutcomeTable } from '../../src/lite/formats/outcome-table.js';
import { readItemTable, writeItemTable } from '../../src/lite/formats/item-table.js';
import { familiesOf, writeFamilyTable } from '../../src/lite/formats/family-table.js';
import { readFullScoreTable, writeFullScoreTable } from '../../src/lite/formats/full-score-table.js';
import { readConfig, writeConfig } from '../../src/lite/formats/config.js';
import { selectConfig } from '../../src/lite/selection/fit-config.js';
import { syntheticMatrix } from '../helpers/lite-synthetic.js';
import {
  VARIANTS,
  parseVariant,
  resolveVariantChoice,
  variantLabel,
} from '../../src/lite/validation/variant.js';
import { validate } from '../../src/lite/validation/protocols.js';

const FIX = new URL('./fixtures/', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'execret-lite-io-'));
function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

function inputErr(fn: () => unknown, re: RegExp): ExecretError {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof ExecretError, String(e));
    assert.equal(e.exitCode, 2);
    assert.match(e.format(), re);
    return e;
  }
  assert.fail('expected an error');
}

test('CSV parser: quotes, doubled quotes, CRLF, blank lines and line numbers', () => {
  const rows = parseCsv('a,"b,c"\r\n\r\n"x ""y""",2\n"multi\nline",3\n', 'f.csv');
  assert.deepEqual(
    rows.map((r) => [r.line, r.cells]),
    [
      [1, ['a', 'b,c']],
      [3, ['x "y"', '2']],
      [4, ['multi\nline', '3']],
    ],
  );
  inputErr(() => parseCsv('a,"b\n', 'bad.csv'), /bad\.csv:1: unterminated quoted field/);
});

test('outcomes CSV errors name the file, line and column', () => {
  const base = 'item,m1,m2,m3\n';
  inputErr(
    () => loadOutcomeMatrix({ outcomes: file('o1.csv', base + 'i1,0,1,1\ni2,1,x,0\n') }),
    /o1\.csv:3: field "column 3 \(m2\)": expected a number in \[-1, 1\] or an empty cell \(no outcome\), got "x"/,
  );
  inputErr(
    () => loadOutcomeMatrix({ outcomes: file('o2.csv', base + 'i1,0,1.5,1\n') }),
    /o2\.csv:2: field "column 3 \(m2\)"/,
  );
  inputErr(
    () => loadOutcomeMatrix({ outcomes: file('o3.csv', base + 'i1,0,1\n') }),
    /o3\.csv:2: expected 4 columns/,
  );
  inputErr(
    () => loadOutcomeMatrix({ outcomes: file('o4.csv', base + 'i1,0,1,1\ni1,1,1,1\n') }),
    /o4\.csv:3: .*appears twice \(first on line 2\)/,
  );
  inputErr(
    () => loadOutcomeMatrix({ outcomes: file('o5.csv', 'item,m1,m1\ni1,0,1\n') }),
    /o5\.csv:1: .*"m1" appears twice/,
  );
  assert.throws(() => loadOutcomeMatrix({ outcomes: join(dir, 'missing.csv') }), /not found/);
});

test('items, families and full scores attach tasks, types, families and given scores', () => {
  const outcomes = file('o.csv', 'item,m1,m2,m3\ni1,0,1,1\ni2,1,0,1\ni3,0.5,0.25,1\n');
  const items = file(
    'items.csv',
    'item,task,type\ni1,t1,retrieval\ni2,t2,retrieval\ni3,t2,retrieval\nextra,t9,x\n',
  );
  const fams = file('fam.csv', 'model,family\nm1,A\nm2,A\n');
  const full = file('full.csv', 'model,t1,t2\nm1,0.1,0.2\nm2,0.3,0.4\nm3,0.5,0.6\n');
  const mx = loadOutcomeMatrix({ outcomes, items, families: fams, fullScores: full });
  assert.deepEqual(mx.tasks, ['t1', 't2']);
  assert.deepEqual(Array.from(mx.itemTask), [0, 1, 1]);
  assert.deepEqual(mx.taskType, ['retrieval', 'retrieval']);
  assert.deepEqual(mx.families, ['A', 'A', 'm3']);
  // one item model per task: t1's outcomes are all 0/1 (2PL), t2 has a 0.5 (linear-Gaussian)
  assert.deepEqual(mx.itemModels, ['binary', 'gaussian']);
  assert.deepEqual(Array.from(mx.fullScores!), [0.1, 0.3, 0.5, 0.2, 0.4, 0.6]);
  inputErr(
    () => loadOutcomeMatrix({ outcomes, items: file('i2.csv', 'item,task\ni1,t1\n') }),
    /item "i2" of the outcomes has no row/,
  );
  inputErr(
    () => loadOutcomeMatrix({ outcomes, families: file('f2.csv', 'model,family\nm9,A\n') }),
    /f2\.csv:2: field "model": unknown model "m9"/,
  );
  inputErr(
    () => loadOutcomeMatrix({ outcomes, items, fullScores: file('fs.csv', 'model,t1\nm1,0.1\n') }),
    /no column for task "t2"/,
  );
});

test('eval result folders: each system is a model, per-query exec@1 or nDCG@10, tasks by domain', () => {
  const r = readEvalFolders([join(FIX, 'eval-a'), join(FIX, 'eval-b')], 'exec@1', 'domain');
  assert.deepEqual(r.models, ['eval-a/bm25', 'tfidf', 'hash', 'eval-b/bm25']);
  assert.equal(r.items.length, 8);
  assert.equal(r.itemTask.get('q00'), 'arrays');
  assert.equal(r.itemTask.get('q07'), 'strings');
  assert.deepEqual(Array.from(r.values.subarray(0, 4)), [1, 1, 0, 1]);
  const mx = loadOutcomeMatrix({
    results: [join(FIX, 'eval-a'), join(FIX, 'eval-b')],
    metric: 'ndcg@10',
    taskBy: 'domain',
  });
  assert.deepEqual(
    mx.itemModels,
    mx.tasks.map(() => 'gaussian'),
  );
  assert.deepEqual(mx.tasks, ['arrays', 'strings']);
  // continuous outcomes go through the linear-Gaussian item model end to end
  const rep = validate(mx, { k: 2, randomDraws: 2 });
  assert.equal(rep.item_model, 'linear-Gaussian factor (continuous outcomes)');
  assert.ok(Number.isFinite(rep.protocols.distinct!.chosen.mae));
  assert.throws(
    () => loadOutcomeMatrix({ results: [join(FIX, 'eval-a')], outcomes: 'x.csv' }),
    /exactly one source/,
  );
  const bad = mkdtempSync(join(tmpdir(), 'execret-lite-eval-'));
  const system = { name: 's', config: {}, run: 'p.trec', perQuery: 'p.jsonl', metrics: {} };
  const release = { path: 'r', sha256: '0' };
  const summary = { schemaVersion: 1, toolVersion: '0.1.0', release, seed: 0, systems: [system] };
  writeFileSync(join(bad, 'summary.json'), JSON.stringify(summary));
  const row = (query: string, metrics: object) =>
    JSON.stringify({ query, task: 't', domain: 'd', passing: [], ranking: [], own: [], metrics });
  writeFileSync(join(bad, 'p.jsonl'), `${row('q1', { 'exec@1': 1 })}\n${row('q2', {})}\n`);
  inputErr(() => readEvalFolders([bad], 'exec@1'), /p\.jsonl:2: field "metrics\.exec@1"/);
});

test('each table writer round-trips through its reader (quoted names included)', () => {
  const table = {
    items: ['i1', 'i,2'],
    models: ['m "a"', 'm2', 'm3'],
    values: Float64Array.from([0, 1, 0.25, 1, 0, 1 / 3]),
  };
  const o = join(dir, 'rt-outcomes.csv');
  writeOutcomeTable(o, table);
  assert.deepEqual(readOutcomeTable(o), table);
  const it = join(dir, 'rt-items.csv');
  writeItemTable(it, [
    { item: 'i1', task: 't1', type: 'Retrieval' },
    { item: 'i,2', task: 't2', type: 'STS' },
  ]);
  assert.deepEqual(
    [...readItemTable(it)].map(([k, v]) => [k, v.task, v.type]),
    [
      ['i1', 't1', 'Retrieval'],
      ['i,2', 't2', 'STS'],
    ],
  );
  const fam = join(dir, 'rt-fam.csv');
  writeFamilyTable(fam, [{ model: 'm "a"', family: 'F' }]);
  assert.deepEqual(familiesOf(fam, table.models), ['F', 'm2', 'm3']);
  const full = join(dir, 'rt-full.csv');
  const scores = Float64Array.from([0.1, 0.2, 0.3, 0.4, 0.5, 0.6]);
  writeFullScoreTable(full, ['t1', 't2'], table.models, scores);
  assert.deepEqual(readFullScoreTable(full, ['t1', 't2'], table.models), scores);
});

test('lite config: one reader with one version check and a validation that names the file and field', () => {
  const mx = syntheticMatrix({ items: 60, models: 5, seed: 1, tasks: 2 });
  const cfgDir = join(dir, 'cfg');
  const config = selectConfig(mx, { k: 5, variant: { selection: 'anchor', estimator: 'gp' } });
  writeConfig(cfgDir, config);
  assert.deepEqual(readConfig(cfgDir), JSON.parse(JSON.stringify(config)));
  const mfile = join(cfgDir, 'manifest.json');
  const tfile = join(cfgDir, 'tasks', 'task-0.json');
  const edit = (file: string, f: (doc: Record<string, unknown>) => void) => {
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    f(doc);
    writeFileSync(file, JSON.stringify(doc));
  };
  edit(mfile, (d) => (d.schema_version = 99));
  inputErr(
    () => readConfig(cfgDir),
    /manifest\.json: field "schema_version": lite config has schema version 99, newer than this execret/,
  );
  writeConfig(cfgDir, config);
  edit(tfile, (d) => (d.schema_version = 99));
  inputErr(() => readConfig(cfgDir), /task-0\.json: field "schema_version"/);
  writeConfig(cfgDir, config);
  edit(tfile, (d) => (d.unselected as { a: number[] }).a.pop());
  inputErr(
    () => readConfig(cfgDir),
    /task-0\.json: field "unselected": expected "ids", "a", "b" and "s2" arrays/,
  );
  writeConfig(cfgDir, config);
  edit(mfile, (d) => (d.estimator = 'median'));
  inputErr(() => readConfig(cfgDir), /field "estimator": expected one of mean, pirt, gp/);
});

test('variants are typed pairs; labels are only the on-disk form', () => {
  assert.equal(VARIANTS.length, 9);
  assert.deepEqual(VARIANTS.map(variantLabel), [
    'anchor+mean',
    'anchor+pirt',
    'anchor+gp',
    'clusters+mean',
    'clusters+pirt',
    'clusters+gp',
    'fisher+mean',
    'fisher+pirt',
    'fisher+gp',
  ]);
  for (const v of VARIANTS) assert.deepEqual(parseVariant(variantLabel(v)), v);
  assert.equal(resolveVariantChoice('auto', 'gp'), 'auto');
  assert.deepEqual(resolveVariantChoice('stratified', 'pirt'), {
    selection: 'stratified',
    estimator: 'pirt',
  });
  assert.throws(() => resolveVariantChoice('anchr', 'gp'), /did you mean "anchor"/);
  assert.throws(
    () => resolveVariantChoice('anchor', 'gpp'),
    /unknown estimator "gpp" \(did you mean "gp"\?\)/,
  );
  assert.throws(() => parseVariant('anchor'), /unknown estimator ""/);
});

test('lite config keys are snake_case on disk (residual_sd); a config written with residualSd reads the same', () => {
  const mx = syntheticMatrix({ items: 60, models: 5, seed: 2, tasks: 2 });
  const cfgDir = join(dir, 'cfg-keys');
  const config = selectConfig(mx, { k: 5, variant: { selection: 'anchor', estimator: 'gp' } });
  writeConfig(cfgDir, config);
  const files = [
    join(cfgDir, 'manifest.json'),
    join(cfgDir, 'tasks', 'task-0.json'),
    join(cfgDir, 'tasks', 'task-1.json'),
  ];
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    assert.match(text, /"residual_sd"/, f);
    assert.doesNotMatch(text, /residualSd/, f);
  }
  const now = readConfig(cfgDir);
  // the spelling before: the same files with the camelCase key
  for (const f of files)
    writeFileSync(f, readFileSync(f, 'utf8').replaceAll('"residual_sd"', '"residualSd"'));
  const old = readConfig(cfgDir);
  assert.deepEqual(
    old.tasks.map((t) => t.calibration.gp.residual_sd),
    now.tasks.map((t) => t.calibration.gp.residual_sd),
  );
  assert.deepEqual(
    old.manifest.tasks.map((t) => t.calibration.residual_sd),
    now.manifest.tasks.map((t) => t.calibration.residual_sd),
  );
  assert.ok(old.tasks.every((t) => !('residualSd' in t.calibration.mean)));
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/cli.js';
import { hashingEmbed } from '../../src/retrieve/sparse/hashing.js';
import { loadTask } from '../../src/lite/tasks/folder.js';
import {
  estimateScores,
  liteEval,
  liteSelect,
  outcomesFromCsv,
  readConfig,
  renderEvalSummary,
} from '../../src/lite/index.js';
import { ExecretError } from '../../src/core/errors.js';
import { makeBenchmark, REFERENCE_MODELS } from './bench-tasks.js';
import { runCliAsync, startVectorServer } from './vector-server.js';

const root = mkdtempSync(join(tmpdir(), 'execret-lite-release-'));
const tasks = makeBenchmark(join(root, 'bench'));
const families = join(root, 'families.csv');
writeFileSync(
  families,
  'model,family,type\n' +
    REFERENCE_MODELS.map(
      (m) =>
        `${m},${m.includes('dims=16') ? 'tiny' : m.includes('dims=1024') || m.includes('dims=256') ? 'large' : 'small'},proprietary`,
    ).join('\n') +
    '\n',
);
const rel = join(root, 'rel');
const input = [
  ...tasks.flatMap((t) => ['--task', t]),
  ...REFERENCE_MODELS.flatMap((m) => ['-r', m]),
  '--no-cache',
  '--quiet',
];
const read = (f: string) => readFileSync(join(rel, f), 'utf8');

test('two configs selected into one folder write every release file, with the validation JSON shape', async () => {
  const a = runCli([
    'lite',
    'select',
    ...input,
    '--families',
    families,
    '-k',
    '4',
    '--name',
    'small',
    '--out',
    rel,
  ]);
  assert.equal(a.status, 0, a.stderr);
  const b = await liteSelect(
    { tasks, models: REFERENCE_MODELS, cache: false },
    {
      k: 2,
      variant: { selection: 'anchor', estimator: 'pirt', setSelection: 'anchor' },
      name: 'tiny',
      out: rel,
    },
  );
  assert.equal((b.manifest as unknown as { variant: string }).variant, 'anchor+pirt+anchor');
  const taskNames = [
    'TinyBitext',
    'TinyClassification',
    'TinyClustering',
    'TinyPairs',
    'TinyReranking',
    'TinyRetrieval',
    'TinySTS',
    'TinySummarization',
  ];
  for (const c of ['small', 'tiny']) {
    for (const f of ['manifest.json', 'calibration.csv', ...taskNames.map((t) => `${t}.json`)])
      assert.ok(existsSync(join(rel, c, f)), `${c}/${f}`);
    for (const f of [`validation/${c}.json`, `validation/${c}.md`]) assert.ok(existsSync(join(rel, f)), f);
    const m = JSON.parse(read(`${c}/manifest.json`));
    assert.equal(m.name, c);
    assert.equal(m.cost.texts < m.cost.full_texts, true);
    assert.deepEqual(read(`${c}/calibration.csv`).split('\n')[0].split(',').slice(0, 5), [
      'task',
      'a',
      'b',
      'fit_pearson_r',
      'fit_residual_sd',
    ]);
    const v = JSON.parse(read(`validation/${c}.json`));
    assert.equal(typeof v.choice.combo, 'string');
    for (const p of ['family', 'distinct'])
      for (const key of [m.variant, 'random', 'pool'])
        for (const agg of ['macro', 'mean'])
          assert.deepEqual(
            Object.keys(v.aggregate[p][key][agg]),
            ['kendall', 'tau_resolvable', 'pearson', 'mae', 'n'],
            `${c} ${p} ${key} ${agg}`,
          );
    assert.equal(v.tasks.length, 8);
    assert.deepEqual(
      v.tasks
        .filter((t: { statistic: string }) => t.statistic === 'set')
        .map((t: { task: string }) => t.task),
      ['TinyClustering', 'TinyPairs', 'TinySTS'],
    );
  }
  // the auto config took the validation's choice; the family protocol used the families
  const small = JSON.parse(read('small/manifest.json'));
  assert.equal(small.variant, JSON.parse(read('validation/small.json')).choice.combo);
  assert.equal(JSON.parse(read('validation/small.json')).folds.family, 3);
  // files covering every config
  const models = read('models.csv').trim().split('\n');
  assert.equal(models[0], 'model,family,type,role_small,role_tiny');
  assert.equal(models.length, 1 + REFERENCE_MODELS.length);
  assert.match(models[1], /^hashing\?dims=16&seed=1,tiny,proprietary,selection,selection$/);
  const readme = read('README.md');
  assert.match(
    readme,
    /^---\npretty_name: "rel \(execret lite\)"\n[\s\S]*?configs:\n- config_name: small\n[\s\S]*?- config_name: tiny\n[\s\S]*?\n---\n/,
  );
  for (const h of [
    '## Configs',
    '## Calibration',
    '## Weakly calibrated tasks',
    '## Validation',
    '## Limitations',
    '## Usage',
  ])
    assert.ok(readme.includes(h), h);
  assert.match(readme, /\| small \| 8 \| 32 \/ 110 \| \d+ of \d+ \| [\d,]+ \| \d+ s \|/);
  const selection = read('SELECTION.md');
  for (const s of [
    '## small',
    '## tiny',
    '**Reference models**',
    '**Item models.**',
    '**Protocol.**',
    '**Chosen combo.**',
  ])
    assert.ok(selection.includes(s), s);
});

test('the same inputs and seed give the same release bytes', async () => {
  const files = ['tiny/TinySTS.json', 'tiny/manifest.json', 'validation/tiny.json', 'README.md'];
  const before = files.map(read);
  await liteSelect(
    { tasks, models: REFERENCE_MODELS, cache: false },
    {
      k: 2,
      variant: { selection: 'anchor', estimator: 'pirt', setSelection: 'anchor' },
      name: 'tiny',
      out: rel,
    },
  );
  assert.deepEqual(files.map(read), before);
});

test('lite eval encodes only the texts the selected items need (through a real HTTP embedding server) and estimates', async () => {
  // the server answers with the vectors the offline hashing embedder gives, so the two runs must agree
  const table: Record<string, number[]> = {};
  for (const d of tasks) {
    const t = loadTask(d);
    for (const n of t.type.needs(
      t.data,
      Int32Array.from(t.ids, (_, i) => i),
    ))
      table[n.text] = Array.from(hashingEmbed(n.text, 128, 9));
  }
  const server = await startVectorServer(table);
  try {
    const http = await runCliAsync([
      'lite',
      'eval',
      '--config',
      join(rel, 'small'),
      '-r',
      'openai:hashing-128',
      '-O',
      `base-url=${server.baseUrl}`,
      '--no-cache',
      '--json',
    ]);
    assert.equal(http.status, 0, http.stderr);
    const r = JSON.parse(http.stdout);
    for (const key of ['estimated_macro', 'estimated_mean', 'rows']) assert.ok(key in r, key);
    assert.equal(r.rows.length, 8);
    // measured: what the server received, against what the selected items need
    assert.equal(server.embedded.length, r.texts.encoded);
    assert.ok(
      server.embedded.length <= 1.1 * r.texts.needed,
      `${server.embedded.length} sent for ${r.texts.needed}`,
    );
    assert.ok(r.texts.needed < r.texts.full_benchmark);
    const l = await liteEval({ config: join(rel, 'small'), model: 'hashing?dims=128&seed=9' });
    assert.ok(
      Math.abs(l.estimated_macro - r.estimated_macro) < 1e-4,
      `${l.estimated_macro} vs ${r.estimated_macro}`,
    );
    const text = renderEvalSummary(
      await liteEval({ config: join(rel, 'tiny'), model: 'hashing?dims=128&seed=9' }),
    );
    assert.match(text, /estimated macro [\d.-]+, mean [\d.-]+/);
    assert.match(text, /TinySTS +STS +set: cosine_spearman/);
    assert.match(text, /texts encoded (\d+) for \1 needed \(1\.00x\)/);
  } finally {
    await server.close();
  }
});

test('lite eval refuses changed task data; lite estimate --outcomes cannot score set-metric tasks', () => {
  const sts = join(root, 'bench', 'TinySTS', 'test.jsonl');
  writeFileSync(sts, readFileSync(sts, 'utf8').replace('"score":', '"score": 0.5, "x":'));
  const r = runCli(['lite', 'eval', '--config', join(rel, 'small'), '-r', 'hashing']);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /the files of task "TinySTS" .* changed since the config was made/);
  const csv = join(root, 'o.csv');
  writeFileSync(csv, 'item,m\nx,1\n');
  assert.throws(
    () => estimateScores(readConfig(join(rel, 'small')), outcomesFromCsv(csv)),
    (e: unknown) =>
      e instanceof ExecretError && e.exitCode === 2 && /scored by its set metric/.test(e.message),
  );
});

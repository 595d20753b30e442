import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../src/construct/index.js';
import { toJsonl } from '../../src/core/jsonl.js';
import { loadAuthoredTasks } from '../../src/tasks/authoring.js';
import { toTaskRecord } from '../../src/tasks/load.js';
import { REPO_ROOT } from '../helpers/cli.js';

const DATA = join(REPO_ROOT, 'data');
const RELEASE = join(DATA, 'release');
const lines = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);

test('data/tasks.jsonl is exactly what scripts/gen-tasks.ts makes from data/tasks/', () => {
  const tasks = loadAuthoredTasks(join(DATA, 'tasks')).map(toTaskRecord);
  assert.equal(toJsonl(tasks), readFileSync(join(DATA, 'tasks.jsonl'), 'utf8'));
});

test('the bundled benchmark keeps its promises: ten domains of 25+, 7-10 tests, 4 distractors, no docstrings', () => {
  const queries = lines(join(RELEASE, 'queries.jsonl')).map((l) => JSON.parse(l));
  const corpus = lines(join(RELEASE, 'corpus.jsonl')).map((l) => JSON.parse(l));
  const tasks = new Map(lines(join(RELEASE, 'tasks.jsonl')).map((l) => [JSON.parse(l).id, JSON.parse(l)]));
  assert.ok(queries.length >= 300, `${queries.length} queries`);
  const domains = new Map<string, number>();
  for (const q of queries) domains.set(q.domain, (domains.get(q.domain) ?? 0) + 1);
  assert.equal(domains.size, 10);
  for (const [d, n] of domains) assert.ok(n >= 25, `${d}: ${n}`);
  const distractors = new Map<string, number>();
  for (const d of corpus) if (d.kind === 'distractor') distractors.set(d.task, (distractors.get(d.task) ?? 0) + 1);
  const full = queries.filter((q) => distractors.get(q._id) === 4).length;
  assert.ok(full / queries.length >= 0.95, `${full}/${queries.length} keep 4 distractors`);
  // the JavaScript twins (#12): at least 150, ids that say the language, each keeping 4 distractors
  const js = queries.filter((q) => q.language === 'javascript');
  assert.ok(js.length >= 150, `${js.length} JavaScript queries`);
  assert.ok(js.every((q) => q._id.startsWith('js.') && distractors.get(q._id) === 4));
  assert.deepEqual(new Set(queries.map((q) => q.language)), new Set(['python', 'javascript']));
  for (const q of queries) {
    const t = tasks.get(q._id);
    assert.ok(t.tests.length >= 7 && t.tests.length <= 10, `${q._id}: ${t.tests.length} tests`);
    assert.ok(!q.text.includes(q.entry_point), `${q._id}: the query names its function`);
    assert.ok(!/^\s*("""|''')/m.test(t.code), `${q._id}: docstring`);
  }
});

test('a sample of the bundled tasks rebuilds to byte-identical release records', async () => {
  // A full cold rebuild takes minutes; every task draws from its own seeded generator, so a subset rebuilds to
  // the same records. One Python task per domain, and the first JavaScript twin.
  const all = lines(join(DATA, 'tasks.jsonl')).map((l) => JSON.parse(l));
  const seen = new Set<string>();
  const key = (t: { language: string; domain: string }) =>
    t.language === 'python' ? `python ${t.domain}` : t.language;
  const sample = all.filter((t) => !seen.has(key(t)) && seen.add(key(t)));
  const dir = mkdtempSync(join(tmpdir(), 'execret-bundled-'));
  const file = join(dir, 'tasks.jsonl');
  writeFileSync(file, toJsonl(sample));
  const manifest = JSON.parse(readFileSync(join(RELEASE, 'manifest.json'), 'utf8'));
  await build({ tasksFile: file, outDir: join(dir, 'release'), cache: join(dir, 'cache.sqlite'), seed: manifest.seed });
  const ids = new Set(sample.map((t) => t.id));
  const pick = (rel: string, name: string, key: (row: Record<string, unknown>) => string) =>
    lines(join(rel, name)).filter((l) => ids.has(key(JSON.parse(l))));
  for (const name of ['queries.jsonl', 'corpus.jsonl']) {
    const key = (r: Record<string, unknown>) => String(name === 'queries.jsonl' ? r._id : r.task);
    assert.deepEqual(pick(join(dir, 'release'), name, key), pick(RELEASE, name, key), name);
  }
  const strip = (l: string) => {
    const { ms: _ms, ...rest } = JSON.parse(l);
    return JSON.stringify(rest);
  };
  assert.deepEqual(
    pick(join(dir, 'release'), 'oracle.jsonl', (r) => String(r.task)).map(strip),
    pick(RELEASE, 'oracle.jsonl', (r) => String(r.task)).map(strip),
    'oracle rows (durations aside: a cold run measures its own)',
  );
  const qrels = (rel: string) => lines(join(rel, 'qrels/test.tsv')).filter((l) => ids.has(l.split('\t')[0]));
  assert.deepEqual(qrels(join(dir, 'release')), qrels(RELEASE));
});

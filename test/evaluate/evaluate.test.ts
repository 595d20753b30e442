import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, runCli } from '../helpers/cli.js';
import { compare, evaluate, type EvaluationSummary, type PerQueryRow } from '../../src/evaluate/index.js';
import { mcnemarExact } from '../../src/stats/index.js';
import type { ProgressEvent } from '../../src/core/progress.js';

const MINI = join(REPO_ROOT, 'test/fixtures/release-mini');
const tmp = (): string => mkdtempSync(join(tmpdir(), 'execret-eval-'));

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(dir, join(prefix, e.name)) : [join(prefix, e.name)]))
    .sort();
}

/** An independent computation from the run file, qrels and oracle, the way an outside checker would do it. */
function recompute(runText: string, release: string): Record<string, number> {
  const ranked = new Map<string, string[]>();
  for (const line of runText.trim().split('\n')) {
    const [q, q0, d, rank, score, tag] = line.split(' ');
    assert.equal(q0, 'Q0');
    assert.ok(Number.isFinite(Number(score)) && tag.length > 0);
    const list = ranked.get(q) ?? [];
    assert.equal(Number(rank), list.length + 1, 'ranks are 1, 2, 3, ... in file order');
    list.push(d);
    ranked.set(q, list);
  }
  const rel = new Map<string, Set<string>>();
  for (const l of readFileSync(join(release, 'qrels/test.tsv'), 'utf8').trim().split('\n').slice(1)) {
    const [q, d] = l.split('\t');
    rel.set(q, (rel.get(q) ?? new Set()).add(d));
  }
  const ok = new Map<string, boolean>();
  for (const l of readFileSync(join(release, 'oracle.jsonl'), 'utf8').trim().split('\n')) {
    const r = JSON.parse(l);
    const key = `${r.task}/${r.snippet}`;
    ok.set(key, (ok.get(key) ?? true) && r.status === 'passed');
  }
  const task = (q: string) =>
    JSON.parse(
      readFileSync(join(release, 'corpus.jsonl'), 'utf8')
        .split('\n')
        .find((l) => l.includes(`"_id":"${[...rel.get(q)!][0]}"`))!,
    ).task;
  const out: Record<string, number> = {};
  const add = (k: string, v: number) => (out[k] = (out[k] ?? 0) + v / ranked.size);
  for (const [q, list] of ranked) {
    const t = task(q);
    for (const k of [1, 3, 5, 10]) {
      const top = list.slice(0, k);
      const pass = top.filter((d) => ok.get(`${t}/${d}`) === true).length;
      add(`exec@${k}`, pass > 0 ? 1 : 0);
      add(`exec_precision@${k}`, pass / k);
      let dcg = 0;
      top.forEach((d, i) => rel.get(q)!.has(d) && (dcg += 1 / Math.log2(i + 2)));
      let idcg = 0;
      for (let i = 0; i < Math.min(k, rel.get(q)!.size); i++) idcg += 1 / Math.log2(i + 2);
      add(`ndcg@${k}`, dcg / idcg);
      add(`recall@${k}`, top.filter((d) => rel.get(q)!.has(d)).length / rel.get(q)!.size);
    }
    const first = list.findIndex((d) => rel.get(q)!.has(d));
    add('mrr', first < 0 ? 0 : 1 / (first + 1));
  }
  return out;
}

test('evaluate on the mini release: summary schema, run files, per-query rows, independent recomputation', async () => {
  const out = tmp();
  try {
    const res = await evaluate({ release: MINI, out, seed: 7 });
    assert.deepEqual(listFiles(out), [
      'per-query/bm25.jsonl', 'per-query/hashing.jsonl', 'per-query/tfidf.jsonl',
      'runs/bm25.trec', 'runs/hashing.trec', 'runs/tfidf.trec', 'summary.json',
    ]); // prettier-ignore
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as EvaluationSummary;
    assert.deepEqual(Object.keys(summary), [
      'schemaVersion',
      'toolVersion',
      'release',
      'seed',
      'bootstrap',
      'languages',
      'systems',
      'warnings',
    ]);
    assert.deepEqual(summary.bootstrap, { replicates: 5000, seed: 7, level: 0.95 });
    assert.equal(summary.schemaVersion, 1);
    assert.deepEqual(Object.keys(summary.release), ['path', 'sha256']);
    assert.match(summary.release.sha256, /^[0-9a-f]{64}$/);
    assert.equal(summary.seed, 7);
    assert.deepEqual(summary, res.summary);
    assert.deepEqual(
      summary.systems.map((s) => s.name),
      ['bm25', 'tfidf', 'hashing'],
    );
    for (const sys of summary.systems) {
      assert.deepEqual(Object.keys(sys), ['name', 'config', 'run', 'perQuery', 'metrics', 'tiesAcross']);
      assert.equal(Object.keys(sys.metrics).length, 17);
      for (const [key, m] of Object.entries(sys.metrics)) {
        assert.ok(m.ci95[0] <= m.value + 1e-12 && m.value <= m.ci95[1] + 1e-12, `${sys.name} ${key} CI`);
        assert.deepEqual(
          Object.keys(m),
          ['value', 'ci95', 'tieAware'],
          'the same shape for every metric and k',
        );
        const t = m.tieAware!;
        assert.ok(
          t.ci95[0] <= t.value + 1e-12 && t.value <= t.ci95[1] + 1e-12,
          `${sys.name} ${key} tie-aware CI`,
        );
      }
      const runText = readFileSync(join(out, sys.run), 'utf8');
      const again = recompute(runText, MINI);
      for (const [key, v] of Object.entries(again)) {
        assert.ok(
          Math.abs(sys.metrics[key].value - v) < 1e-12,
          `${sys.name} ${key}: ${sys.metrics[key].value} vs ${v}`,
        );
      }
      // per-query rows
      const rows = readFileSync(join(out, sys.perQuery), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as PerQueryRow);
      assert.deepEqual(
        rows.map((r) => r.query),
        ['binary_search', 'clamp', 'count_vowels', 'gcd', 'is_sorted', 'max_subarray'],
      );
      for (const r of rows) {
        assert.deepEqual(Object.keys(r), [
          'query',
          'task',
          'domain',
          'language',
          'passing',
          'ranking',
          'own',
          'metrics',
          'tieAware',
          'tiesAcross',
        ]);
        assert.deepEqual(Object.keys(r.tieAware!), Object.keys(r.metrics));
        assert.equal(r.ranking.length, 23, 'the whole pool (< 100)');
        assert.deepEqual(Object.keys(r.ranking[0]), ['id', 'score']);
        assert.equal(r.own[0].kind, 'canonical');
        for (const o of r.own) {
          assert.deepEqual(Object.keys(o), ['id', 'kind', 'bug_type', 'score', 'rank']);
          assert.equal(r.ranking[o.rank - 1].id, o.id, 'own rank agrees with the ranking');
          assert.equal(r.ranking[o.rank - 1].score, o.score);
        }
        // ranking is sorted by score, ties by id descending
        for (let i = 1; i < r.ranking.length; i++) {
          const [a, b] = [r.ranking[i - 1], r.ranking[i]];
          assert.ok(a.score > b.score || (a.score === b.score && a.id > b.id));
        }
        assert.equal(r.metrics['exec@1'], r.passing.includes(r.ranking[0].id) ? 1 : 0);
      }
      // the run file carries the same ranking and full-precision scores
      const first = runText.split('\n')[0].split(' ');
      assert.equal(Number(first[4]), rows[0].ranking[0].score);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('same inputs and seed: byte-identical results folders', async () => {
  const [a, b] = [tmp(), tmp()];
  try {
    await evaluate({ release: MINI, out: a, seed: 3 });
    await evaluate({ release: MINI, out: b, seed: 3 });
    const files = listFiles(a);
    assert.deepEqual(listFiles(b), files);
    for (const f of files) assert.ok(readFileSync(join(a, f)).equals(readFileSync(join(b, f))), f);
  } finally {
    rmSync(a, { recursive: true, force: true });
    rmSync(b, { recursive: true, force: true });
  }
});

test('compare: discordant counts, McNemar p, paired CI and Holm from the per-query rows', async () => {
  const out = tmp();
  try {
    await evaluate({ release: MINI, out, retrievers: ['bm25', 'tfidf?ngram=2-4'], seed: 1 });
    const { pairs: all } = compare(out, { holm: true });
    assert.deepEqual(
      all.map((p) => p.metric),
      ['exec@1', 'exec@3', 'exec@5', 'exec@10', 'ndcg@10'],
    );
    const pairs = all.filter((p) => p.test === 'mcnemar');
    const rows = (f: string) =>
      readFileSync(join(out, 'per-query', f), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as PerQueryRow);
    const [a, b] = [rows('bm25.jsonl'), rows('tfidf_ngram_2-4.jsonl')];
    for (const p of pairs) {
      assert.equal(p.a, 'bm25');
      assert.equal(p.b, 'tfidf?ngram=2-4');
      const n01 = a.filter((r, i) => r.metrics[p.metric] === 0 && b[i].metrics[p.metric] === 1).length;
      const n10 = a.filter((r, i) => r.metrics[p.metric] === 1 && b[i].metrics[p.metric] === 0).length;
      assert.deepEqual([p.n01, p.n10], [n01, n10]);
      assert.equal(p.p, mcnemarExact(n01, n10));
      const mean = (x: PerQueryRow[]) => x.reduce((s, r) => s + r.metrics[p.metric], 0) / x.length;
      assert.ok(Math.abs(p.diff - (mean(a) - mean(b))) < 1e-15);
      assert.ok(p.ci95[0] <= p.diff + 1e-12 && p.diff <= p.ci95[1] + 1e-12);
      assert.ok(p.pHolm! >= p.p);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('CLI: eval --json, compare --json --holm, --list-retrievers --json', () => {
  const out = tmp();
  try {
    const r = runCli([
      'eval',
      MINI,
      '-r',
      'bm25',
      '-r',
      'hashing?dims=128',
      '--out',
      out,
      '--json',
      '--quiet',
    ]);
    assert.equal(r.status, 0, r.stderr);
    const summary = JSON.parse(r.stdout) as EvaluationSummary;
    assert.deepEqual(
      summary.systems.map((s) => s.name),
      ['bm25', 'hashing?dims=128'],
    );
    assert.deepEqual(summary, JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')));
    const c = runCli(['compare', out, '--json', '--holm']);
    assert.equal(c.status, 0, c.stderr);
    const doc = JSON.parse(c.stdout);
    assert.equal(doc.pairs.length, 5);
    assert.deepEqual(Object.keys(doc.pairs[0]), [
      'a',
      'b',
      'metric',
      'test',
      'diff',
      'ci95',
      'p',
      'n01',
      'n10',
      'pHolm',
    ]);
    const table = runCli(['eval', MINI, '--out', out]);
    assert.equal(table.status, 0, table.stderr);
    assert.match(table.stdout, /^system\s+exec@1\s+exec@10\s+ndcg@10\s+mrr\n/);
    assert.match(table.stdout, /\nbm25\s+\d\.\d{3} \[\d\.\d{3}, \d\.\d{3}\]/);
    const l = runCli(['eval', '--list-retrievers', '--json']);
    assert.equal(l.status, 0);
    const names = (JSON.parse(l.stdout).retrievers as { name: string }[]).map((x) => x.name);
    assert.ok(['bm25', 'tfidf', 'hashing'].every((n) => names.includes(n)));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('CLI exit codes: bad release path, malformed corpus line, unknown retriever, missing bundled release', () => {
  const bad = runCli(['eval', '/nonexistent/release', '--quiet']);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /release folder not found: \/nonexistent\/release/);
  assert.doesNotMatch(bad.stderr, /at .*\.ts:\d+/);

  const dir = tmp();
  try {
    cpSync(MINI, dir, { recursive: true });
    const corpus = join(dir, 'corpus.jsonl');
    const lines = readFileSync(corpus, 'utf8').split('\n');
    lines[4] = '{"_id": "x", "text": 1}';
    writeFileSync(corpus, lines.join('\n'));
    const r = runCli(['eval', dir, '--out', join(dir, 'out'), '--quiet']);
    assert.equal(r.status, 2);
    assert.match(
      r.stderr,
      new RegExp(`${corpus.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:5: field "text": expected a string`),
    );
    assert.doesNotMatch(r.stderr, /at .*\.ts:\d+/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const u = runCli(['eval', MINI, '-r', 'bm52', '--quiet']);
  assert.equal(u.status, 2);
  assert.match(u.stderr, /unknown retriever "bm52" \(did you mean "bm25"\?\)/);

  // `execret` with no command runs `eval` on the bundled release, from any working directory. One retriever keeps
  // this quick; the README's main job (all the default retrievers) is the same code path with a longer list.
  const cwd = tmp();
  try {
    // the bundled release is committed (package.json "files" ships it): the main job must find and run it
    assert.ok(existsSync(join(REPO_ROOT, 'data/release/manifest.json')), 'data/release is missing');
    const main = runCli(['-r', 'bm25'], { cwd, timeoutMs: 600_000 });
    assert.equal(main.status, 0, main.stderr);
    // the bundled release holds Python and JavaScript: each system over all queries, then per language
    assert.match(main.stdout, /^system\s+language\s+queries\s+exec@1/);
    assert.match(main.stdout, /\nbm25\s+python\s+\d+\s/);
    assert.match(main.stdout, /\nbm25\s+javascript\s+\d+\s/);
    assert.ok(existsSync(join(cwd, 'execret-results/summary.json')));
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
});

test('evaluate with a queries filter: only those queries, each row identical to the full evaluation', async () => {
  const retrievers = ['bm25', 'tfidf?ngram=2-4', 'hashing?dims=256'];
  const full = await evaluate({ release: MINI, retrievers, replicates: 200 });
  const ids = ['max_subarray', 'clamp', 'clamp'];
  const out = tmp();
  try {
    const sub = await evaluate({ release: MINI, retrievers, replicates: 200, queries: ids, out });
    assert.deepEqual(sub.summary.queries, { evaluated: 2, total: 6 });
    assert.equal(full.summary.queries, undefined, 'a full evaluation does not carry the field');
    for (const name of retrievers) {
      assert.deepEqual(
        sub.perQuery[name].map((r) => r.query),
        ['clamp', 'max_subarray'],
      );
      for (const row of sub.perQuery[name])
        assert.deepEqual(
          row,
          full.perQuery[name].find((r) => r.query === row.query),
        );
      const e1 = sub.perQuery[name].reduce((s, r) => s + r.metrics['exec@1'], 0) / 2;
      assert.equal(sub.summary.systems.find((s) => s.name === name)!.metrics['exec@1'].value, e1);
    }
    const written = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as EvaluationSummary;
    assert.deepEqual(written.queries, { evaluated: 2, total: 6 });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  await assert.rejects(evaluate({ release: MINI, retrievers: ['bm25'], queries: ['clmap'] }), (e: Error) => {
    assert.match(e.message, /query "clmap" is not in the release \(did you mean "clamp"\?\)/);
    return true;
  });
  await assert.rejects(evaluate({ release: MINI, retrievers: ['bm25'], queries: [] }), /no queries/);
});

test('progress: every scoring event carries its system as scope and counts up to the query total', async () => {
  const events: ProgressEvent[] = [];
  await evaluate({
    release: MINI,
    retrievers: ['tfidf', 'hashing?dims=64'],
    replicates: 100,
    onProgress: (e) => events.push(e),
  });
  assert.deepEqual(
    [...new Set(events.map((e) => `${e.scope} ${e.label}`))],
    ['tfidf scoring', 'hashing?dims=64 scoring'],
  );
  for (const e of events) assert.ok(e.done >= 1 && e.done <= e.total && e.total === 6, JSON.stringify(e));
  assert.deepEqual(
    events.filter((e) => e.done === e.total).map((e) => e.scope),
    ['tfidf', 'hashing?dims=64'],
  );
});

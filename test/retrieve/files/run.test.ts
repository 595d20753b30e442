import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT, runCli } from '../../helpers/cli.js';
import { evaluate } from '../../../src/evaluate/index.js';
import { ExecretError } from '../../../src/core/errors.js';
import { parseTrecRun } from '../../../src/retrieve/files/trec-run.js';

const MINI = join(REPO_ROOT, 'test/fixtures/release-mini');
const RUN = join(REPO_ROOT, 'test/fixtures/golden/run-mini-bm25.trec');
/** Written by scripts/golden/run_file.py: an independent Python BM25's run and trec_eval-rule metrics. */
const GOLDEN = JSON.parse(
  readFileSync(join(REPO_ROOT, 'test/fixtures/golden/run-mini-bm25.json'), 'utf8'),
) as {
  metrics: Record<string, number>;
  leftOut: string;
  perQuery: Record<string, { ranking: string[]; metrics: Record<string, number> }>;
};
const tmp = (): string => mkdtempSync(join(tmpdir(), 'execret-run-'));
const quick = { replicates: 50, cache: false as const };

test('run: a Python BM25 run scores exactly the metrics recomputed from the run, qrels and oracle', async () => {
  const r = await evaluate({ release: MINI, retrievers: [`run:${RUN}`], ...quick });
  const sys = r.summary.systems[0];
  assert.equal(sys.name, 'py-bm25', 'the run tag names the system');
  for (const [k, v] of Object.entries(GOLDEN.metrics)) {
    assert.ok(Math.abs(sys.metrics[k].value - v) <= 1e-9, `${k}: ${sys.metrics[k].value} vs ${v}`);
  }
  for (const row of r.perQuery[sys.name]) {
    const g = GOLDEN.perQuery[row.query];
    assert.deepEqual(
      row.ranking.map((e) => e.id),
      g.ranking,
      `${row.query}: the ranking is the run's, ties by id descending, only retrieved documents`,
    );
    for (const [k, v] of Object.entries(g.metrics))
      assert.ok(Math.abs(row.metrics[k] - v) <= 1e-9, `${row.query} ${k}`);
  }
  const report = sys.config as { missingQueries: { count: number; first: string[] }; queries: number };
  assert.deepEqual(report.missingQueries, { count: 1, first: [GOLDEN.leftOut] });
  assert.equal(report.queries, 5);
});

test('run: gzipped and plain give the same metrics; ?name= names the system; CRLF and blank lines are fine', async () => {
  const dir = tmp();
  writeFileSync(join(dir, 'run.trec.gz'), gzipSync(readFileSync(RUN)));
  writeFileSync(join(dir, 'crlf.trec'), '\n' + readFileSync(RUN, 'utf8').replace(/\n/g, '\r\n') + '\n\n');
  const r = await evaluate({
    release: MINI,
    retrievers: [
      `run:${RUN}`,
      `run:${join(dir, 'run.trec.gz')}?name=gz`,
      `run:${join(dir, 'crlf.trec')}?name=crlf`,
    ],
    ...quick,
  });
  const [plain, gz, crlf] = r.summary.systems;
  assert.deepEqual([plain.name, gz.name, crlf.name], ['py-bm25', 'gz', 'crlf']);
  assert.deepEqual(gz.metrics, plain.metrics);
  assert.deepEqual(crlf.metrics, plain.metrics);
  assert.equal((gz.config as { gzipped: boolean }).gzipped, true);
});

test('run: a reranker gets only the run top-k documents, with their release texts', async () => {
  const r = await evaluate({ release: MINI, retrievers: [`run:${RUN}|medoid?depth=3`], ...quick });
  const sys = r.summary.systems[0];
  assert.equal(sys.name, 'py-bm25|medoid?depth=3');
  for (const row of r.perQuery[sys.name]) {
    const g = GOLDEN.perQuery[row.query].ranking;
    assert.deepEqual(row.pipeline!.first, g.slice(0, 3), 'the first stage is the run, truncated at depth');
    assert.deepEqual(
      new Set(row.ranking.map((e) => e.id)),
      new Set(g),
      'nothing the run did not retrieve is ranked',
    );
  }
});

test('run: every malformed line is an input error naming the file and line', () => {
  const bad = (text: string, re: RegExp): void => {
    assert.throws(
      () => parseTrecRun(text, 'x.trec'),
      (e: unknown) => e instanceof ExecretError && e.exitCode === 2 && re.test(e.format()),
    );
  };
  bad(
    'q Q0 d 1 1.0 t\nq Q0 e 2 abc t\n',
    /^x\.trec:2: field "score": score: expected a finite number, got "abc"/,
  );
  bad('q Q0 d 1 NaN t\n', /^x\.trec:1: .*finite number, got "NaN"/);
  bad('q Q0 d 1 1.0\n', /^x\.trec:1: expected 6 whitespace-separated columns .* got 5/);
  bad('q Q0 d 1 1.0 t extra\n', /^x\.trec:1: expected 6 .* got 7/);
  bad(
    'q Q0 d 1 1.0 t\nq Q0 e 2 0.5 t\nq Q0 d 3 0.1 t\n',
    /^x\.trec:3: document "d" listed twice for query "q" \(first on line 1\)/,
  );
  bad('q Q0 d x 1.0 t\n', /^x\.trec:1: field "rank"/);
  bad('\n\n', /^x\.trec: the run file holds no lines/);
  const ok = parseTrecRun('q\tQ0  d 1 -1e-3 t\n', 'x');
  assert.equal(ok.queries.get('q')!.get('d')!.score, -0.001, 'tabs and runs of spaces separate columns');
});

test('run: an unknown query id or docid exits 2 with file:line; ?unknown-*=drop leaves them out and reports them', async () => {
  const dir = tmp();
  const text = readFileSync(RUN, 'utf8');
  const lines = text.trim().split('\n');
  const unknownQ = join(dir, 'q.trec');
  writeFileSync(unknownQ, text + 'no_such_query Q0 clamp 1 1.0 py-bm25\n');
  const unknownD = join(dir, 'd.trec');
  const at = lines.findIndex((l) => l.startsWith('clamp '));
  writeFileSync(
    unknownD,
    lines
      .map((l, i) => (i === at ? l.replace(/ (\S+) (\S+) (\S+) py-bm25$/, ' elsewhere~1 $2 9.5 py-bm25') : l))
      .join('\n') + '\n',
  );
  const cli = (spec: string): { status: number | null; stderr: string } =>
    runCli(['eval', MINI, '-r', spec, '--no-cache']);
  const q = cli(`run:${unknownQ}`);
  assert.equal(q.status, 2, q.stderr);
  assert.match(
    q.stderr,
    new RegExp(`${unknownQ}:${lines.length + 1}: field "qid": query "no_such_query" is not in the release`),
  );
  assert.doesNotMatch(q.stderr, /\n\s+at /, 'no stack trace');
  const d = cli(`run:${unknownD}`);
  assert.equal(d.status, 2, d.stderr);
  assert.match(
    d.stderr,
    new RegExp(`${unknownD}:${at + 1}: field "docid": document "elsewhere~1" is not in the release`),
  );

  const r = await evaluate({
    release: MINI,
    retrievers: [`run:${unknownQ}?unknown-queries=drop&name=a`, `run:${unknownD}?unknown-docs=drop&name=b`],
    ...quick,
  });
  const [a, b] = r.summary.systems.map((s) => s.config as Record<string, { count: number; first: string[] }>);
  assert.deepEqual(a.unknownQueries, { count: 1, first: ['no_such_query'], lines: 1 });
  assert.deepEqual(b.unknownDocs, { count: 1, first: ['elsewhere~1'] });
  assert.deepEqual(
    r.summary.systems[0].metrics,
    (await evaluate({ release: MINI, retrievers: [`run:${RUN}`], ...quick })).summary.systems[0].metrics,
  );
  const clamp = r.perQuery.b.find((x) => x.query === 'clamp')!;
  assert.ok(
    !clamp.ranking.some((e) => e.id === 'elsewhere~1'),
    'a dropped document is not ranked; the ranks below close up',
  );
});

test('run: own documents the run did not retrieve are marked, below every retrieved one, tied with each other', async () => {
  const r = await evaluate({ release: MINI, retrievers: [`run:${RUN}`], ...quick });
  const rows = r.perQuery['py-bm25'];
  for (const row of rows) {
    const retrieved = new Set(row.ranking.map((e) => e.id));
    const low = Math.min(...row.ranking.map((e) => e.score));
    const missing = row.own.filter((o) => !retrieved.has(o.id));
    for (const o of missing) {
      assert.equal(o.retrieved, false);
      assert.equal(o.score, row.ranking.length ? low - 1 : 0);
      assert.ok(o.rank > row.ranking.length);
    }
    for (const o of row.own.filter((x) => retrieved.has(x.id))) assert.equal(o.retrieved, undefined);
  }
  const left = rows.find((x) => x.query === GOLDEN.leftOut)!;
  assert.deepEqual(left.ranking, []);
  assert.ok(
    Object.values(left.metrics).every((v) => v === 0),
    'a query not in the run scores 0 everywhere',
  );
});

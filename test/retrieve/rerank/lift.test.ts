import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, runCli } from '../../helpers/cli.js';
import { evaluate, lift, loadResults } from '../../../src/evaluate/index.js';
import { createReport, renderMarkdown } from '../../../src/report/index.js';
import { mcnemarExact } from '../../../src/stats/index.js';

const MINI = join(REPO_ROOT, 'test/fixtures/release-mini');

test('lift, compare and the report on pipelines at two densities, from the per-query rows', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-lift-'));
  try {
    await evaluate({
      release: MINI,
      retrievers: ['bm25', 'bm25|medoid?depth=5'],
      densities: [4, 1],
      out: dir,
      replicates: 100,
    });
    const results = loadResults(dir);
    const lifts = lift(results);
    assert.deepEqual(
      lifts.map((l) => [l.system, l.density]),
      [
        ['bm25|medoid?depth=5@density=4', 4],
        ['bm25|medoid?depth=5@density=1', 1],
      ],
    );
    // independently: the plain bm25 system at the same density is the first stage
    const bm25 = results.systems.find((s) => s.name === 'bm25@density=4')!.rows;
    const pipe = results.systems.find((s) => s.name === 'bm25|medoid?depth=5@density=4')!.rows;
    const first = bm25.map((r) => r.metrics['exec@1']);
    const own = pipe.map((r) => r.metrics['exec@1']);
    const mean = (x: number[]) => x.reduce((a, b) => a + b, 0) / x.length;
    const l = lifts[0];
    assert.equal(l.firstExec1, mean(first));
    assert.equal(l.exec1, mean(own));
    assert.equal(l.ceiling, mean(bm25.map((r) => r.metrics['exec@5'])));
    const n01 = own.filter((v, i) => v === 1 && first[i] === 0).length;
    const n10 = own.filter((v, i) => v === 0 && first[i] === 1).length;
    assert.deepEqual(l.mcnemar, { n01, n10, p: mcnemarExact(n01, n10) });
    assert.equal(
      l.gapClosed,
      l.ceiling > l.firstExec1 ? (l.exec1 - l.firstExec1) / (l.ceiling - l.firstExec1) : null,
    );
    assert.ok(l.cost.seconds !== null && l.cost.seconds >= 0);

    const report = createReport({ results: dir, release: MINI });
    assert.deepEqual(report.rerank!.densities, ['4', '1']);
    assert.equal(report.rerank!.rows.length, 1, 'one row per pipeline, densities side by side');
    assert.equal(report.rerank!.rows[0].kind, 'listwise');
    assert.equal(report.rerank!.rows[0].cells[0]!.beyond, 0, 'medoid against itself adds nothing');
    const md = renderMarkdown(report);
    assert.match(md, /## Rerankers/);
    assert.match(md, /exec@1 N = 4 \| medoid N = 4 \| beyond structure N = 4 \| exec@1 N = 1/);

    const cli = runCli(['compare', dir, '--json', '--replicates', '100']);
    assert.equal(cli.status, 0, cli.stderr);
    const doc = JSON.parse(cli.stdout) as { pairs: unknown[]; lift: { system: string }[] };
    assert.equal(doc.lift.length, 2);
    const text = runCli(['compare', dir, '--replicates', '100']);
    assert.match(text.stdout, /Lift of each pipeline over its first stage/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

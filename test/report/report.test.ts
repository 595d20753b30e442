import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluate } from '../../src/evaluate/evaluate.js';
import {
  createReport,
  renderHtml,
  renderMarkdown,
  reportTargets,
  writeReport,
} from '../../src/report/index.js';
import { runCli } from '../helpers/cli.js';

const RELEASE = join(import.meta.dirname, '..', 'fixtures', 'release-mini');
const SNAPSHOTS = join(import.meta.dirname, '..', 'fixtures', 'report');
const dir = mkdtempSync(join(tmpdir(), 'execret-report-'));
const results = join(dir, 'results');

async function ensureResults(): Promise<void> {
  if (existsSync(join(results, 'summary.json'))) return;
  await evaluate({ release: RELEASE, retrievers: ['bm25', 'tfidf'], out: results, seed: 0, replicates: 500 });
}

/** Paths and versions differ between machines; everything else must match the snapshot exactly. */
function normalise(s: string): string {
  return s
    .split(RELEASE)
    .join('<release>')
    .replace(/execret \d+\.\d+\.\d+/g, 'execret <version>');
}

/**
 * Compare with the committed snapshot. Only `UPDATE_SNAPSHOTS=1` writes one: a missing snapshot fails, so a
 * lost or renamed file cannot turn the test into one that always passes.
 */
function snapshot(name: string, actual: string): void {
  const file = join(SNAPSHOTS, name);
  if (process.env.UPDATE_SNAPSHOTS === '1') {
    mkdirSync(SNAPSHOTS, { recursive: true });
    writeFileSync(file, actual);
    return;
  }
  assert.ok(existsSync(file), `snapshot ${name} is missing: run UPDATE_SNAPSHOTS=1 npm test -- test/report`);
  assert.equal(actual, readFileSync(file, 'utf8'), `snapshot ${name} differs (UPDATE_SNAPSHOTS=1 to accept)`);
}

test('report data: every analysis for every system, deterministic', async () => {
  await ensureResults();
  const a = createReport({ results, release: RELEASE });
  const b = createReport({ results, release: RELEASE });
  assert.deepEqual(a, b);
  assert.deepEqual(
    a.systems.map((s) => s.name),
    ['bm25', 'tfidf'],
  );
  for (const s of a.systems) {
    assert.ok(s.metrics['exec@1'] && s.metrics['exec@10']);
    assert.equal(s.poolDensity.draws, 10);
    for (const scope of ['core', 'all'] as const) {
      const d = s.deception[scope];
      assert.ok(d.triples > 0);
      assert.equal(d.evaluable, d.triples - d.ties);
      assert.equal(d.rate, d.evaluable ? d.strict / d.evaluable : null);
      assert.deepEqual(Object.keys(s.canonicalBelow[scope]), [
        'queries',
        'below',
        'share',
        'gapMedian',
        'gapMean',
      ]);
    }
  }
  assert.equal(a.explorer.queries.length, a.release.queries);
  // the first table's statistics, for every system
  assert.deepEqual(a.comparison.leaderboard.systems.map((s) => s.name).sort(), ['bm25', 'tfidf']);
  for (const s of a.comparison.leaderboard.systems) {
    assert.ok(s.tier >= 1 && s.rankInterval[0] <= s.rank && s.rank <= s.rankInterval[1]);
  }
  assert.equal(a.pooled.deception.systems, 2);
  const aware = createReport({ results, release: RELEASE, tieAware: true });
  assert.equal(aware.comparison.tieAware, true);
  assert.equal(aware.comparison.leaderboard.tieAware, true);
  assert.match(renderMarkdown(aware), /tie-aware values; McNemar as its expectation over tie orders/);
  assert.ok(a.perDomain.hardestDomain);
  assert.deepEqual(
    a.execVsIdentity.map((e) => e.k),
    [1, 3, 5, 10],
  );
});

test('rendered Markdown and HTML match their snapshots', async () => {
  await ensureResults();
  const r = createReport({ results, release: RELEASE });
  snapshot('report.md', normalise(renderMarkdown(r)));
  snapshot('report.html', normalise(renderHtml(r)));
});

test('HTML is one self-contained file with the required sections and at least 3 SVG charts', async () => {
  await ensureResults();
  const { files } = writeReport({
    results,
    release: RELEASE,
    html: join(dir, 'r.html'),
    md: join(dir, 'r.md'),
    json: join(dir, 'r.json'),
  });
  assert.equal(files.length, 3);
  const html = readFileSync(join(dir, 'r.html'), 'utf8');
  assert.doesNotMatch(html, /\s(src|href)\s*=\s*["']?(https?:)?\/\//i, 'no external resources');
  assert.doesNotMatch(html, /<link\b|@import|url\(/i);
  assert.ok((html.match(/<svg\b/g) ?? []).length >= 3);
  for (const id of [
    'leaderboard',
    'ties',
    'pairs',
    'misses',
    'pool-density',
    'deception',
    'bug-type',
    'domain',
    'explorer',
  ])
    assert.match(html, new RegExp(`<section id="${id}">`));
  for (const cls of ['rank-intervals', 'exec-at-k', 'ties', 'deception-span-core', 'solved-histogram'])
    assert.match(html, new RegExp(`<svg [^>]*class="chart [^"]*\\b${cls}\\b`));
  assert.match(html, /<del>/, 'a clone is shown as a diff');
  assert.ok(JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8')).systems.length === 2);
});

test('report files: a named file goes there; --out takes the rest; without --out nothing else is written', () => {
  const r = '/res';
  assert.deepEqual(reportTargets({ results: r }), {
    html: '/res/report.html',
    md: '/res/report.md',
    json: '/res/report.json',
  });
  assert.deepEqual(reportTargets({ results: r, html: '/x/a.html' }), {
    html: '/x/a.html',
    md: undefined,
    json: undefined,
  });
  assert.deepEqual(reportTargets({ results: r, out: '/o', md: '/x/a.md' }), {
    html: '/o/report.html',
    md: '/x/a.md',
    json: '/o/report.json',
  });
});

test('execret report CLI writes the files; a folder without summary.json is exit 2', async () => {
  await ensureResults();
  const ok = runCli(['report', results, '--release', RELEASE, '--html', join(dir, 'cli.html')]);
  assert.equal(ok.status, 0, ok.stderr);
  assert.ok(existsSync(join(dir, 'cli.html')));
  assert.equal(ok.stdout, `wrote ${join(dir, 'cli.html')}\n`);
  assert.ok(!existsSync(join(results, 'report.json')), 'nothing written into the results folder unasked');
  const out = join(dir, 'out');
  const all = runCli(['report', results, '--release', RELEASE, '--out', out, '--md', join(dir, 'cli.md')]);
  assert.equal(all.status, 0, all.stderr);
  assert.ok(existsSync(join(out, 'report.html')) && existsSync(join(out, 'report.json')));
  assert.ok(existsSync(join(dir, 'cli.md')) && !existsSync(join(out, 'report.md')));
  const missing = runCli(['report', dir + '/nope']);
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /results folder not found: .*nope/);
  const empty = mkdtempSync(join(tmpdir(), 'execret-report-empty-'));
  const bad = runCli(['report', empty]);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /no summary\.json in /);
});

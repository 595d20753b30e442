import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluate } from '../../src/evaluate/evaluate.js';
import { createReport, renderHtml, renderMarkdown, writeReport } from '../../src/report/index.js';
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
    assert.ok(s.deception.overall.triples > 0);
  }
  assert.equal(a.explorer.queries.length, a.release.queries);
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
  for (const id of ['exec', 'pool-density', 'deception', 'bug-type', 'domain', 'explorer'])
    assert.match(html, new RegExp(`<section id="${id}">`));
  assert.match(html, /exec@1 and exec@10/);
  assert.match(html, /<del>/, 'a clone is shown as a diff');
  assert.ok(JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8')).systems.length === 2);
});

test('execret report CLI writes the files; a folder without summary.json is exit 2', async () => {
  await ensureResults();
  const ok = runCli(['report', results, '--release', RELEASE, '--html', join(dir, 'cli.html')]);
  assert.equal(ok.status, 0, ok.stderr);
  assert.ok(existsSync(join(dir, 'cli.html')));
  const missing = runCli(['report', dir + '/nope']);
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /results folder not found: .*nope/);
  const empty = mkdtempSync(join(tmpdir(), 'execret-report-empty-'));
  const bad = runCli(['report', empty]);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /no summary\.json in /);
});

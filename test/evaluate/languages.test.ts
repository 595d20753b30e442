import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluate, loadResults } from '../../src/evaluate/index.js';
import { LANGUAGE_RULE } from '../../src/evaluate/languages.js';
import { createReport, renderMarkdown } from '../../src/report/index.js';
import { REPO_ROOT } from '../helpers/cli.js';

/**
 * A release with Python and JavaScript queries: release-mini plus JavaScript twins of two of its tasks (the same
 * query text, JavaScript snippets). A query is ranked against its own language's snippets only, so the Python
 * rows must be exactly those of release-mini evaluated alone.
 */
const MINI = join(REPO_ROOT, 'test/fixtures/release-mini');
const base = mkdtempSync(join(tmpdir(), 'execret-languages-'));
after(() => rmSync(base, { recursive: true, force: true }));
const MIXED = join(base, 'mixed');
cpSync(MINI, MIXED, { recursive: true });
rmSync(join(MIXED, 'manifest.json'));

const TWINS = [
  {
    id: 'js.clamp',
    text: 'Clamp a value x into the closed range [lo, hi].',
    canonical:
      'function clamp(x, lo, hi) {\n  if (x < lo) {\n    return lo;\n  }\n  return x > hi ? hi : x;\n}\n',
    clone:
      'function clamp(x, lo, hi) {\n  if (x <= lo) {\n    return lo;\n  }\n  return x > hi ? hi : x;\n}\n',
  },
  {
    id: 'js.count_vowels',
    text: 'Count the vowels (a, e, i, o, u) in a lowercase string.',
    canonical: "function countVowels(s) {\n  return [...s].filter((c) => 'aeiou'.includes(c)).length;\n}\n",
    clone: "function countVowels(s) {\n  return [...s].filter((c) => 'aeio'.includes(c)).length;\n}\n",
  },
];
for (const t of TWINS) {
  const q = { _id: t.id, text: t.text, domain: 'strings', language: 'javascript', entry_point: 'f' };
  appendFileSync(join(MIXED, 'queries.jsonl'), JSON.stringify(q) + '\n');
  for (const [id, text, kind] of [
    [t.id, t.canonical, 'canonical'],
    [`${t.id}~m1`, t.clone, 'distractor'],
  ]) {
    const d = {
      _id: id,
      text,
      task: t.id,
      kind,
      bug_type: kind === 'canonical' ? null : 'boundary',
      edits: [],
    };
    appendFileSync(join(MIXED, 'corpus.jsonl'), JSON.stringify(d) + '\n');
    const row = {
      snippet: id,
      task: t.id,
      test: 0,
      status: kind === 'canonical' ? 'passed' : 'failed',
      ms: 1,
    };
    appendFileSync(join(MIXED, 'oracle.jsonl'), JSON.stringify({ ...row, message: '' }) + '\n');
  }
  appendFileSync(join(MIXED, 'qrels/test.tsv'), `${t.id}\t${t.id}\t1\n`);
}

const opts = { retrievers: ['bm25', 'tfidf'], seed: 4, replicates: 300 };
const alone = evaluate({ release: MINI, ...opts });
const mixed = evaluate({ release: MIXED, out: join(base, 'results'), ...opts });

test('a query ranks only the snippets of its own language', async () => {
  const { perQuery } = await mixed;
  for (const rows of Object.values(perQuery)) {
    for (const r of rows) {
      const js = r.query.startsWith('js.');
      assert.equal(r.language, js ? 'javascript' : 'python');
      assert.ok(
        r.ranking.every((e) => e.id.startsWith('js.') === js),
        `${r.query}: ${r.ranking.map((e) => e.id).join(' ')}`,
      );
      assert.ok(r.own.every((d) => d.rank <= (js ? 4 : 23)));
    }
  }
  assert.equal(perQuery.bm25.find((r) => r.query === 'js.clamp')!.ranking.length, 4);
});

test('the Python rows of a mixed release are those of the Python release alone (each language its own pool)', async () => {
  const [a, m] = [await alone, await mixed];
  for (const name of ['bm25', 'tfidf']) {
    const python = m.perQuery[name].filter((r) => r.language === 'python');
    assert.deepEqual(python, a.perQuery[name], name);
    const sys = m.summary.systems.find((s) => s.name === name)!;
    assert.deepEqual(sys.byLanguage!.python, {
      queries: 6,
      metrics: a.summary.systems.find((s) => s.name === name)!.metrics,
    });
    assert.equal(sys.byLanguage!.javascript!.queries, 2);
    // "all" weighs every query the same: the query-weighted mean of the languages
    const e1 = (x: { metrics: Record<string, { value: number }> }) => x.metrics['exec@1'].value;
    assert.ok(
      Math.abs(e1(sys) - (6 * e1(sys.byLanguage!.python!) + 2 * e1(sys.byLanguage!.javascript!)) / 8) < 1e-12,
    );
  }
});

test('summary.json records the rule and the queries per language; a one-language release has no byLanguage', async () => {
  const [a, m] = [await alone, await mixed];
  assert.deepEqual(m.summary.languages, { rule: LANGUAGE_RULE, queries: { python: 6, javascript: 2 } });
  assert.deepEqual(a.summary.languages, { rule: LANGUAGE_RULE, queries: { python: 6 } });
  assert.ok(a.summary.systems.every((s) => s.byLanguage === undefined));
  const loaded = loadResults(join(base, 'results'));
  assert.deepEqual(loaded.summary, m.summary);
  assert.deepEqual(loaded.systems[0].rows, m.perQuery.bm25);
});

test('the report gets a per-language table', async () => {
  await mixed;
  const r = createReport({ results: join(base, 'results'), release: MIXED, draws: 2 });
  assert.deepEqual(r.languages!.queries, { python: 6, javascript: 2 });
  const md = renderMarkdown(r);
  assert.match(
    md,
    /## Languages\n\nThe release holds 6 python and 2 javascript queries\. The rule: a query is ranked/,
  );
  assert.match(md, /\| bm25 \| all \| 8 \| /);
  assert.match(md, /\| bm25 \| python \| 6 \| /);
  assert.match(md, /\| tfidf \| javascript \| 2 \| /);
});

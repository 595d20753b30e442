import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';
import { tokenize } from '../../src/retrieve/tokenize.js';
import { bm25Scores } from '../../src/retrieve/sparse/bm25.js';
import { charNgrams, tfidfScores } from '../../src/retrieve/sparse/tfidf.js';
import { hashingEmbed, murmur3 } from '../../src/retrieve/sparse/hashing.js';
import { listRetrievers, parseRetrieverSpec, resolveRetriever } from '../../src/retrieve/registry.js';
import { idOrder, rankIds, rankOf, topK } from '../../src/retrieve/rank.js';
import { ExecretError } from '../../src/core/errors.js';
import { createRng } from '../../src/core/rng.js';

const GOLDEN = join(REPO_ROOT, 'test/fixtures/golden');
const load = (f: string) => JSON.parse(readFileSync(join(GOLDEN, f), 'utf8'));

function closeRows(actual: Float64Array[], expected: number[][], what: string): void {
  assert.equal(actual.length, expected.length);
  actual.forEach((row, q) =>
    row.forEach((v, d) =>
      assert.ok(
        Math.abs(v - expected[q][d]) <= 1e-12 * Math.max(1, Math.abs(expected[q][d])),
        `${what} q${q} d${d}: ${v} vs ${expected[q][d]}`,
      ),
    ),
  );
}

test('tokenizer splits snake_case, camelCase and digits, and keeps operators whole', () => {
  assert.deepEqual(tokenize('merge_intervals(parseHTTPResponse2, x)'), [
    'merge', 'intervals', '(', 'parse', 'http', 'response', '2', ',', 'x', ')',
  ]); // prettier-ignore
  assert.deepEqual(tokenize('if a <= b and c < d: x //= 2 ** k'), [
    'if', 'a', '<=', 'b', 'and', 'c', '<', 'd', ':', 'x', '//=', '2', '**', 'k',
  ]); // prettier-ignore
  assert.deepEqual(tokenize('a !== b || c=>d; i++'), ['a', '!==', 'b', '||', 'c', '=>', 'd', ';', 'i', '++']);
  assert.deepEqual(tokenize('utf8String __init__ XMLParser'), [
    'utf',
    '8',
    'string',
    'init',
    'xml',
    'parser',
  ]);
  assert.deepEqual(tokenize('  \n\t'), []);
});

test('bm25 equals the Python reference (scripts/golden/bm25.py) for four (k1, b)', () => {
  const g = load('bm25-golden.json');
  assert.equal(g.cases.length, 4);
  for (const c of g.cases) closeRows(bm25Scores(g.queries, g.docs, c), c.scores, `k1=${c.k1} b=${c.b}`);
});

test('bm25 hand computation: two documents, one query term', () => {
  // N = 2, d0 = [a, b] (|d0| = 2), d1 = [a, a, c, c] (|d1| = 4), avgdl = 3; query [c]
  // df(c) = 1: idf = ln(1 + 1.5/1.5) = ln 2; tf(c, d1) = 2; norm = k1(1 - b + b·4/3) with k1 = 1.2, b = 0.75
  const [s] = bm25Scores(
    [['c']],
    [
      ['a', 'b'],
      ['a', 'a', 'c', 'c'],
    ],
    { k1: 1.2, b: 0.75 },
  );
  const norm = 1.2 * (1 - 0.75 + 0.75 * (4 / 3));
  assert.equal(s[0], 0);
  assert.ok(Math.abs(s[1] - (Math.LN2 * 2 * 2.2) / (2 + norm)) < 1e-15);
  // a term in every document still has a positive (Lucene) idf: ln(1 + 0.5/2.5)
  const [t] = bm25Scores([['a']], [['a'], ['a']], { k1: 1.2, b: 0.75 });
  assert.ok(Math.abs(t[0] - Math.log(1.2)) < 1e-15);
});

test('bm25 separates a canonical from a distractor that differs by "<" vs "<="', async () => {
  const r = await resolveRetriever('bm25');
  const [s] = await r.score(
    [{ id: 'q', text: 'return lo when x <= lo' }],
    [
      { id: 'a', text: 'if x < lo: return lo' },
      { id: 'b', text: 'if x <= lo: return lo' },
    ],
    {},
  );
  assert.ok(s[1] > s[0]);
});

test('tfidf equals scikit-learn TfidfVectorizer(analyzer="char") (scripts/golden/tfidf.py)', () => {
  const g = load('tfidf-golden.json');
  for (const c of g.cases) {
    closeRows(tfidfScores(g.queries, g.docs, c.ngram[0], c.ngram[1]), c.scores, `ngram ${c.ngram}`);
  }
  assert.deepEqual(charNgrams('A  b\nc', 2, 3), ['a ', ' b', 'b\n', '\nc', 'a b', ' b\n', 'b\nc']);
});

test('hashing embedder: unit vectors, seeded, cosine of identical texts is 1', async () => {
  assert.equal(murmur3('', 0), 0);
  // MurmurHash3_x86_32 of the UTF-16LE bytes, from scripts/golden/murmur3.py
  assert.equal(murmur3('hello', 0), 3619887497);
  assert.equal(murmur3('abc', 42), 758957582);
  const v = hashingEmbed('def f(x): return x + 1', 64, 7);
  assert.ok(Math.abs(v.reduce((s, x) => s + x * x, 0) - 1) < 1e-12);
  assert.deepEqual(hashingEmbed('def f(x): return x + 1', 64, 7), v);
  assert.notDeepEqual(hashingEmbed('def f(x): return x + 1', 64, 8), v);
  const r = await resolveRetriever('hashing?dims=256&seed=3');
  assert.deepEqual(r.config.dims, 256);
  const [s] = await r.score(
    [{ id: 'q', text: 'x < y' }],
    [
      { id: 'a', text: 'x < y' },
      { id: 'b', text: 'x <= y' },
    ],
    {},
  );
  assert.ok(Math.abs(s[0] - 1) < 1e-12 && s[1] < s[0]);
});

test('registry: specs, options, unknown names and options with did-you-mean', async () => {
  assert.deepEqual(parseRetrieverSpec('bm25?k1=1.5&b=0.5'), {
    name: 'bm25',
    factoryKey: 'bm25',
    kind: 'builtin',
    options: { k1: '1.5', b: '0.5' },
  });
  assert.equal(parseRetrieverSpec('openai:text-embedding-3-small').factoryKey, 'openai');
  const r = await resolveRetriever('bm25?k1=1.5&b=0.5', { 'base-url': 'http://127.0.0.1:1' });
  assert.deepEqual([r.config.k1, r.config.b], [1.5, 0.5]);
  await assert.rejects(resolveRetriever('bm52'), (e: ExecretError) => {
    assert.equal(e.code, 'E_UNKNOWN');
    assert.match(e.message, /did you mean "bm25"/);
    assert.match(e.hint ?? '', /bm25, tfidf, hashing/);
    return true;
  });
  await assert.rejects(resolveRetriever('bm25?k=1'), /unknown option "k" \(did you mean "k1"\?\)/);
  await assert.rejects(resolveRetriever('bm25?b=2'), /option b: expected a number in \[0, 1\]/);
  await assert.rejects(resolveRetriever('tfidf?ngram=5-3'), /ngram/);
  await assert.rejects(resolveRetriever('nosuch:model'), (e: ExecretError) => e.code === 'E_UNKNOWN');
  const names = listRetrievers().map((x) => x.name);
  assert.ok(['bm25', 'tfidf', 'hashing'].every((n) => names.includes(n)));
});

test('rank: top-k is exact and equals a full sort with ties broken by id descending (trec_eval)', () => {
  const rng = createRng(5);
  for (let trial = 0; trial < 20; trial++) {
    const n = 1 + rng.int(300);
    const ids = Array.from({ length: n }, (_, i) => `d${(i * 7919) % 1000}-${i}`);
    const scores = Float64Array.from({ length: n }, () => rng.int(5) / 4); // many ties
    const ord = idOrder(ids);
    const full = ids
      .map((id, i) => ({ id, s: scores[i], i }))
      .sort((a, b) => b.s - a.s || (a.id > b.id ? -1 : a.id < b.id ? 1 : 0));
    const k = 1 + rng.int(n + 5);
    assert.deepEqual(
      Array.from(topK(scores, ord, k), (i) => ids[i]),
      full.slice(0, k).map((x) => x.id),
    );
    const pick = rng.int(n);
    assert.equal(rankOf(scores, ord, pick), full.findIndex((x) => x.i === pick) + 1);
  }
  assert.deepEqual(rankIds(Float64Array.from([0.5, 0.5, 0.9]), ['b', 'a', 'c']), ['c', 'b', 'a']);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CorpusRecord } from '../../src/core/types.js';
import {
  canonicalBelow,
  deception,
  editSpan,
  missAttribution,
  perDomain,
  poolDensity,
} from '../../src/analysis/index.js';
import type { PerQueryRow } from '../../src/evaluate/evaluate.js';

// Two tasks a and b, each with a canonical and two clones. Scores chosen by hand.
const doc = (
  id: string,
  task: string,
  kind: 'canonical' | 'distractor',
  bug: string | null,
  span = 1,
): CorpusRecord => ({
  _id: id,
  text: id,
  task,
  kind,
  bug_type: bug,
  edits:
    kind === 'distractor'
      ? [{ start: 0, end: span, original: 'x'.repeat(span), replacement: 'y', line: 1 }]
      : [],
});
const corpus = new Map(
  [
    doc('a', 'a', 'canonical', null),
    doc('a_m1', 'a', 'distractor', 'wrong_operator', 1),
    doc('a_m2', 'a', 'distractor', 'off_by_one', 5),
    doc('b', 'b', 'canonical', null),
    doc('b_m1', 'b', 'distractor', 'wrong_operator', 2),
    doc('b_m2', 'b', 'distractor', 'off_by_one', 30),
  ].map((d) => [d._id, d]),
);
const row = (query: string, domain: string, ranking: [string, number][]): PerQueryRow => {
  const rankOf = new Map(ranking.map(([id], i) => [id, i + 1]));
  const scoreOf = new Map(ranking);
  const own = [...corpus.values()]
    .filter((d) => d.task === query)
    .map((d) => ({
      id: d._id,
      kind: d.kind,
      bug_type: d.bug_type,
      score: scoreOf.get(d._id)!,
      rank: rankOf.get(d._id)!,
    }));
  return {
    query,
    task: query,
    domain,
    passing: [query],
    ranking: ranking.map(([id, score]) => ({ id, score })),
    own,
    metrics: {},
  };
};
// a: its clone a_m1 is first (a miss by an own clone); a_m2 ties the canonical.
// b: another task's canonical is first (miss by other canonical); b beats both its clones.
const rows = [
  row('a', 'strings', [
    ['a_m1', 0.9],
    ['a', 0.8],
    ['a_m2', 0.8],
    ['b', 0.1],
    ['b_m1', 0.05],
    ['b_m2', 0.0],
  ]),
  row('b', 'math', [
    ['a', 0.95],
    ['b', 0.9],
    ['b_m1', 0.5],
    ['b_m2', 0.4],
    ['a_m1', 0.3],
    ['a_m2', 0.2],
  ]),
];

test('miss attribution separates own clones from other queries', () => {
  assert.deepEqual(missAttribution(rows, corpus), {
    queries: 2,
    misses: 2,
    ownDistractor: 1,
    otherCanonical: 1,
    otherDistractor: 0,
    ownShare: 0.5,
  });
});

test('canonical below its clones: gap = canonical − best clone over every query with a clone', () => {
  const { core, all } = canonicalBelow(rows);
  // a: 0.8 − 0.9 = −0.1 (below); b: 0.9 − 0.5 = +0.4; median and mean over both queries = 0.15
  assert.deepEqual(core, all, 'every clone here is of a core type');
  assert.equal(core.queries, 2);
  assert.equal(core.below, 1);
  assert.equal(core.share, 0.5);
  assert.ok(Math.abs(core.gapMedian! - 0.15) < 1e-12);
  assert.ok(Math.abs(core.gapMean! - 0.15) < 1e-12);
});

test('deception: strict wins over evaluable triples, ties apart, by bug type in the core order', () => {
  const d = deception(rows, corpus);
  // a_m1 +0.1 (strict), a_m2 0 (tie), b_m1 −0.4, b_m2 −0.5
  const { byBugType, bySpan, ...counts } = d.core;
  assert.deepEqual(counts, { triples: 4, strict: 1, ties: 1, evaluable: 3, rate: 1 / 3 });
  assert.deepEqual(byBugType, [
    { bugType: 'off_by_one', triples: 2, strict: 0, ties: 1, evaluable: 1, rate: 0 },
    { bugType: 'wrong_operator', triples: 2, strict: 1, ties: 0, evaluable: 2, rate: 0.5 },
  ]);
  assert.ok(bySpan);
});

test('deception by edit span buckets and the tie-aware Spearman', () => {
  assert.equal(editSpan([{ original: 'ab', replacement: 'abcd' }]), 4);
  const s = deception(rows, corpus).core.bySpan;
  assert.deepEqual(
    s.buckets.map((b) => [b.bucket, b.triples, b.strict, b.ties]),
    [
      ['1', 1, 1, 0],
      ['2-3', 1, 0, 0],
      ['4-7', 1, 0, 1],
      ['8-20', 0, 0, 0],
      ['21+', 1, 0, 0],
    ],
  );
  // evaluable triples: spans [1, 2, 30] vs strict [1, 0, 0]: scipy.stats.spearmanr = -0.8660254037844387
  assert.ok(Math.abs(s.spearman! - -0.8660254037844387) < 1e-12, String(s.spearman));
  // all triples: spans [1, 5, 2, 30] vs margins [0.1, 0, -0.4, -0.5]: ranks [1, 3, 2, 4] vs [4, 3, 2, 1] -> -0.8 (scipy)
  assert.ok(Math.abs(s.spearmanMargin! - -0.8) < 1e-12, String(s.spearmanMargin));
});

test('pool density: k=0 removes every clone, full k keeps them; drop from one clone', () => {
  const p = poolDensity(rows, corpus, { draws: 10, seed: 1 });
  assert.deepEqual(
    p.points.map((x) => x.k),
    [0, 1, 2],
  );
  // k=0: a -> a passes; b -> a (other canonical) fails => 0.5. k=2: as observed => 0.
  assert.equal(p.points[0].exec1, 0.5);
  assert.equal(p.points[2].exec1, 0);
  assert.equal(p.points[2].sd, 0);
  // k=1: a keeps a_m1 (miss) or a_m2 (tie at 0.8 ranked after a: hit), b always misses
  assert.ok(p.points[1].exec1 > 0 && p.points[1].exec1 < 0.5);
  assert.ok(Math.abs(p.relativeDropOneClone! - (0.5 - p.points[1].exec1) / 0.5) < 1e-12);
  assert.deepEqual(poolDensity(rows, corpus, { draws: 10, seed: 1 }), p, 'seeded');
});

test('per domain and hardest queries', () => {
  const d = perDomain([
    { name: 'x', rows },
    { name: 'y', rows: [rows[0], { ...rows[1], ranking: rows[1].ranking.slice(1) }] },
  ]);
  assert.deepEqual(d.systems, ['x', 'y']);
  assert.deepEqual(d.domains, [
    { domain: 'math', queries: 1, exec1: [0, 1], mean: 0.5 },
    { domain: 'strings', queries: 1, exec1: [0, 0], mean: 0 },
  ]);
  assert.deepEqual(d.hardestDomain, { domain: 'strings', mean: 0 });
  assert.deepEqual(d.solvedHistogram, [1, 1, 0]);
  assert.equal(d.hardest[0].query, 'a');
});

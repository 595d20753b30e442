import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CorpusRecord } from '../../src/core/types.js';
import { ExecretError } from '../../src/core/errors.js';
import {
  canonicalBelow,
  componentsFromCorpus,
  deception,
  execVsIdentity,
  pooledDeception,
  stackedVsSingle,
  triples,
} from '../../src/analysis/index.js';
import type { PerQueryRow } from '../../src/evaluate/evaluate.js';

// One task t with a canonical c and four clones: a core one, an extra-type one, a stacked mutant of two core
// operators and a stacked mutant with an extra-type component. Scores by hand, with ties.
const doc = (id: string, bug: string | null, operator?: string): CorpusRecord => ({
  _id: id,
  text: id,
  task: 't',
  kind: bug === null ? 'canonical' : 'distractor',
  bug_type: bug,
  edits: bug === null ? [] : [{ start: 0, end: 1, original: 'x', replacement: 'y', line: 1 }],
  ...(operator && { operator }),
});
const corpus = new Map(
  [
    doc('c', null),
    doc('core1', 'wrong_operator', 'arithmetic-operator'),
    doc('extra1', 'statement_deletion', 'remove-statement'),
    doc('stackCore', 'stacked', 'comparison-operator+index-shift'),
    doc('stackMixed', 'stacked', 'comparison-operator+remove-statement'),
  ].map((d) => [d._id, d]),
);
const componentsOf = componentsFromCorpus(corpus);

function row(query: string, scores: Record<string, number>, extra: Partial<PerQueryRow> = {}): PerQueryRow {
  const ids = Object.keys(scores);
  const sorted = [...ids].sort((a, b) => scores[b] - scores[a] || (a < b ? 1 : -1));
  return {
    query,
    task: 't',
    domain: 'd',
    passing: ['c'],
    ranking: sorted.map((id) => ({ id, score: scores[id] })),
    own: ids.map((id) => ({
      id,
      kind: id === 'c' ? 'canonical' : 'distractor',
      bug_type: corpus.get(id)!.bug_type,
      score: scores[id],
      rank: sorted.indexOf(id) + 1,
    })),
    metrics: {},
    ...extra,
  };
}

// q1: core1 ties the canonical, extra1 beats it, stackCore loses, stackMixed beats it.
// q2: the canonical beats everything except stackCore, which beats it.
const q1 = row('q1', { c: 1, core1: 1, extra1: 2, stackCore: 0.5, stackMixed: 3 });
const q2 = row('q2', { c: 2, core1: 1, extra1: 1.5, stackCore: 2.5, stackMixed: 0 });

test('a stacked mutant is core when every component is; extra types are only in `all`', () => {
  const ts = triples([q1, q2], corpus, componentsOf);
  assert.deepEqual(
    ts.filter((t) => t.core).map((t) => `${t.query}:${t.distractor}`),
    ['q1:core1', 'q1:stackCore', 'q2:core1', 'q2:stackCore'],
  );
  const d = deception([q1, q2], corpus, componentsOf);
  // core: q1 core1 tie, q1 stackCore loss, q2 core1 loss, q2 stackCore strict
  assert.deepEqual(
    [d.core.triples, d.core.strict, d.core.ties, d.core.evaluable, d.core.rate],
    [4, 1, 1, 3, 1 / 3],
  );
  // all: + q1 extra1 strict, q1 stackMixed strict, q2 extra1 loss, q2 stackMixed loss
  assert.deepEqual(
    [d.all.triples, d.all.strict, d.all.ties, d.all.evaluable, d.all.rate],
    [8, 3, 1, 7, 3 / 7],
  );
  assert.deepEqual(
    d.all.byBugType.map((b) => b.bugType),
    ['wrong_operator', 'stacked', 'statement_deletion'],
    'core types first, then the others by name',
  );
  // without the corpus a stacked mutant is its own (non-core) type
  assert.equal(deception([q1, q2]).core.triples, 2);
});

test('canonical below: core clones only in `core`; a tie is not below; median over every query', () => {
  const { core, all } = canonicalBelow([q1, q2], componentsOf);
  // core: q1 gap 1 − max(1, 0.5) = 0 (tie: not below); q2 gap 2 − max(1, 2.5) = −0.5
  assert.deepEqual(core, { queries: 2, below: 1, share: 0.5, gapMedian: -0.25, gapMean: -0.25 });
  // all: q1 1 − 3 = −2; q2 2 − 2.5 = −0.5
  assert.deepEqual(all, { queries: 2, below: 2, share: 1, gapMedian: -1.25, gapMean: -1.25 });
  // a query with no core clone is not counted in `core`
  const onlyExtra = row('q3', { c: 1, extra1: 2 });
  assert.equal(canonicalBelow([onlyExtra], componentsOf).core.queries, 0);
  assert.equal(canonicalBelow([onlyExtra], componentsOf).core.gapMedian, null);
});

test('pooled deception: counts add up over systems; bands over systems and bug types', () => {
  const sys = (name: string, rows: PerQueryRow[]) => ({
    name,
    triples: triples(rows, corpus, componentsOf),
    deception: deception(rows, corpus, componentsOf),
  });
  const x = sys('x', [q1, q2]);
  const y = sys('y', [row('q1', { c: 5, core1: 1, extra1: 1, stackCore: 6, stackMixed: 1 })]);
  const p = pooledDeception([x, y]);
  assert.equal(p.systems, 2);
  // y core: core1 loss, stackCore strict -> 1/2; pooled core: (1 + 1) / (3 + 2)
  assert.deepEqual([p.core.strict, p.core.evaluable, p.core.rate], [2, 5, 2 / 5]);
  assert.deepEqual(p.core.bandOverSystems, { min: 1 / 3, max: 1 / 2, minAt: 'x', maxAt: 'y' });
  // pooled per type (core): wrong_operator 0 strict of 3 evaluable, stacked 2 of 3
  assert.deepEqual(p.core.bandOverBugTypes, {
    min: 0,
    max: 2 / 3,
    minAt: 'wrong_operator',
    maxAt: 'stacked',
  });
});

test('stacked comparison: matched on shared queries and systems, names what it dropped, refuses when nothing is shared', () => {
  const single = {
    systems: [
      { name: 'bm25', rows: [q1, q2] },
      { name: 'only-single', rows: [q1] },
    ],
    corpus,
    componentsOf,
  };
  const q3 = row('q3', { c: 1, core1: 3, extra1: 0, stackCore: 0, stackMixed: 0 });
  const stacked = {
    systems: [
      { name: 'bm25', rows: [q2, q3] },
      { name: 'only-stacked', rows: [q3] },
    ],
    corpus,
    componentsOf,
  };
  const s = stackedVsSingle(single, stacked);
  assert.deepEqual(s.match, {
    queries: 1,
    droppedQueries: { single: ['q1'], stacked: ['q3'] },
    droppedSystems: { single: ['only-single'], stacked: ['only-stacked'] },
  });
  assert.equal(s.systems.length, 1);
  const bm25 = s.systems[0];
  // both sides on q2 only: the same rows, so no difference
  assert.deepEqual(bm25.single, bm25.stacked);
  assert.deepEqual(bm25.differencePoints, { core: 0, all: 0 });
  assert.equal(bm25.single.core.rate, 1 / 2);
  // a real difference, in points: stacked q2 where stackCore loses -> core 0/2 vs single 1/2 = −50 points
  const q2b = row('q2', { c: 2, core1: 1, extra1: 1.5, stackCore: 1.9, stackMixed: 0 });
  const diff = stackedVsSingle(single, { systems: [{ name: 'bm25', rows: [q2b] }], corpus, componentsOf });
  assert.equal(diff.systems[0].differencePoints.core, -50);
  const refuse = (fn: () => unknown, re: RegExp) =>
    assert.throws(
      fn,
      (e: ExecretError) => e instanceof ExecretError && e.exitCode === 2 && re.test(e.message),
    );
  refuse(
    () => stackedVsSingle(single, { systems: [{ name: 'other', rows: [q1] }] }),
    /share no system \(single: bm25, only-single; stacked: other\)/,
  );
  refuse(() => stackedVsSingle(single, { systems: [{ name: 'bm25', rows: [q3] }] }), /share no query/);
});

test('exec versus identity: pairs ordered differently by exec@k and nDCG@k, with the McNemar p of exec@k', () => {
  const r = (query: string, e1: number, n1: number): PerQueryRow => ({
    ...q1,
    query,
    metrics: { 'exec@1': e1, 'ndcg@1': n1 },
  });
  // a: exec@1 3/4, nDCG@1 1/4; b: exec@1 1/4, nDCG@1 2/4; c: exec@1 3/4, nDCG@1 2/4
  const a = { name: 'a', rows: [r('1', 1, 1), r('2', 1, 0), r('3', 1, 0), r('4', 0, 0)] };
  const b = { name: 'b', rows: [r('1', 0, 1), r('2', 0, 1), r('3', 0, 0), r('4', 1, 0)] };
  const c = { name: 'c', rows: [r('1', 1, 1), r('2', 1, 1), r('3', 1, 0), r('4', 0, 0)] };
  const [e] = execVsIdentity([a, b, c], [1]);
  assert.equal(e.k, 1);
  assert.equal(e.pairs, 3);
  // a vs b: exec a > b, nDCG a < b (flip, n01 = 1, n10 = 3); a vs c: exec tie, nDCG a < c (flip);
  // b vs c: exec b < c, nDCG tie (flip)
  assert.deepEqual(
    e.flips.map((f) => [f.a, f.b, f.n01, f.n10]),
    [
      ['a', 'b', 1, 3],
      ['a', 'c', 0, 0],
      ['b', 'c', 3, 1],
    ],
  );
  assert.equal(e.flips[0].p, 0.625, 'scipy.stats.binomtest(3, 4).pvalue');
  assert.deepEqual(execVsIdentity([a, b], [10]), [], 'no k without both metrics');
});

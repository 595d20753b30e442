import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalBelow, deception } from '../../src/analysis/index.js';
import { sourceOf } from '../../src/analysis/scope.js';
import type { PerQueryRow } from '../../src/evaluate/evaluate.js';

// One query, its canonical at 0.5 and four clones: a core one (an llm single edit) below it, a free-form rewrite
// above it, a history version tied, and an engine extra below. Worked by hand.
const own = [
  { id: 'q', kind: 'canonical' as const, bug_type: null, score: 0.5, rank: 2 },
  { id: 'q_core', kind: 'distractor' as const, bug_type: 'off_by_one', score: 0.4, rank: 3 },
  { id: 'q_free', kind: 'distractor' as const, bug_type: 'free_form', score: 0.7, rank: 1 },
  { id: 'q_hist', kind: 'distractor' as const, bug_type: 'history', score: 0.5, rank: 2 },
  { id: 'q_extra', kind: 'distractor' as const, bug_type: 'negate_condition', score: 0.1, rank: 5 },
];
const rows: PerQueryRow[] = [
  {
    query: 'q',
    task: 'q',
    domain: 'd',
    passing: ['q'],
    ranking: own.map((d) => ({ id: d.id, score: d.score })),
    own,
    metrics: {},
  },
];

test('free_form and history distractors are reported apart from the six core types', () => {
  assert.equal(sourceOf(['history']), 'history');
  assert.equal(sourceOf(['free_form']), 'free_form');
  assert.equal(sourceOf(['off_by_one', 'wrong_operator']), 'core');
  assert.equal(sourceOf(['off_by_one', 'negate_condition']), 'extra');
  const d = deception(rows);
  // core scope: only q_core (below: not a win)
  assert.equal(d.core.triples, 1);
  assert.equal(d.core.strict, 0);
  assert.deepEqual(
    d.bySource.map((c) => [c.source, c.triples, c.strict, c.ties, c.rate]),
    [
      ['core', 1, 0, 0, 0],
      ['extra', 1, 0, 0, 0],
      ['free_form', 1, 1, 0, 1],
      ['history', 1, 0, 1, null],
    ],
  );
  const b = canonicalBelow(rows);
  // core: 0.5 − 0.4 > 0, not below; free_form: 0.5 − 0.7 < 0, below; history: tie, not below
  assert.equal(b.core.below, 0);
  assert.equal(b.all.below, 1);
  assert.equal(b.bySource.core!.below, 0);
  assert.equal(b.bySource.free_form!.below, 1);
  assert.equal(b.bySource.history!.below, 0);
  assert.equal(b.bySource.history!.gapMedian, 0);
  assert.equal(b.bySource.extra!.queries, 1);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';
import {
  metricNames,
  queryMetrics,
  tieAcrossCutoff,
  tieAwareExecAtK,
  tieAwareNdcgAtK,
  tieAwareQueryMetrics,
  tieAwareReciprocalRank,
  tieGroups,
  type TieGroup,
} from '../../src/metrics/index.js';
import { rankIds } from '../../src/retrieve/rank.js';

const GOLDEN = join(REPO_ROOT, 'test/fixtures/golden/tie-aware-golden.json');

interface MetricCase {
  scores: number[];
  passing: number[];
  relevant: number[];
  relevant_total: number;
  orders: number;
  expected: Record<string, number>;
}

/** Document indices in rank order: score descending, then (any fixed rule) index. */
function ranked(scores: readonly number[]): number[] {
  return scores.map((_, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
}

function groupsOf(
  c: Pick<MetricCase, 'scores' | 'passing' | 'relevant'>,
  depth = c.scores.length,
): TieGroup[] {
  return tieGroups(c.scores, ranked(c.scores).slice(0, depth), new Set(c.passing), new Set(c.relevant));
}

test('tie-aware metrics equal the mean over every tie order (scripts/golden/tie_aware.py) to 1e-12', () => {
  const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as { metrics: MetricCase[] };
  assert.ok(golden.metrics.length >= 60);
  assert.ok(golden.metrics.filter((c) => c.orders > 1).length >= 50, 'most cases have ties');
  for (const [ci, c] of golden.metrics.entries()) {
    const j = { groups: groupsOf(c), relevantTotal: c.relevant_total };
    const ours: Record<string, number> = {
      ...tieAwareQueryMetrics(j, [1, 2, 3, 5, 10]),
      'rr@depth2': tieAwareReciprocalRank(j, 2),
    };
    for (const [key, want] of Object.entries(c.expected)) {
      assert.ok(Math.abs(ours[key] - want) <= 1e-12, `case ${ci} ${key}: ${ours[key]} != ${want}`);
    }
  }
});

test('the last group is completed from the whole pool when the ranked prefix cuts a tie', () => {
  const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as { metrics: MetricCase[] };
  for (const c of golden.metrics) {
    for (let depth = 1; depth <= c.scores.length; depth++) {
      const full = groupsOf(c);
      const cut = groupsOf(c, depth);
      assert.deepEqual(cut, full.slice(0, cut.length), `depth ${depth}`);
      // the prefix's groups cover at least `depth` ranks
      assert.ok(cut.reduce((s, g) => s + g.size, 0) >= depth);
    }
  }
});

test('hand-worked: three tied at the top, one of them passing', () => {
  // scores 0.9 (x3, the second passes), 0.5 (passes), 0.1
  const groups = tieGroups([0.9, 0.9, 0.9, 0.5, 0.1], [0, 1, 2, 3, 4], new Set([1, 3]), new Set([1]));
  assert.deepEqual(groups, [
    { size: 3, passing: 1, relevant: 1 },
    { size: 1, passing: 1, relevant: 0 },
    { size: 1, passing: 0, relevant: 0 },
  ]);
  const j = { groups, relevantTotal: 1 };
  // exec@1 = 1/3; exec@2 = 1 − C(2,2)/C(3,2) = 2/3; exec@3: the group is inside the top 3 = 1
  assert.ok(Math.abs(tieAwareExecAtK(j, 1) - 1 / 3) < 1e-15);
  assert.ok(Math.abs(tieAwareExecAtK(j, 2) - 2 / 3) < 1e-15);
  assert.equal(tieAwareExecAtK(j, 3), 1);
  // RR: the canonical is at rank 1, 2 or 3 with probability 1/3 each: (1 + 1/2 + 1/3)/3 = 11/18
  assert.ok(Math.abs(tieAwareReciprocalRank(j, 100) - 11 / 18) < 1e-15);
  // nDCG@2: expected gain 1/3 at ranks 1 and 2: (1/3)(1 + 1/log2 3)
  assert.ok(Math.abs(tieAwareNdcgAtK(j, 2) - (1 / 3) * (1 + 1 / Math.log2(3))) < 1e-15);
  assert.equal(tieAcrossCutoff(groups, 1), true);
  assert.equal(tieAcrossCutoff(groups, 2), true);
  assert.equal(tieAcrossCutoff(groups, 3), false, 'rank 3 and rank 4 differ in score');
  assert.equal(tieAcrossCutoff(groups, 4), false);
});

test('without ties the tie-aware values are the trec_eval-style ones', () => {
  const scores = Float64Array.from([0.7, 0.2, 0.9, 0.4, 0.3, 0.8]);
  const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
  const ranking = rankIds(scores, ids);
  const top = ranking.map((id) => ids.indexOf(id));
  const passing = new Set(['d', 'a']);
  const relevant = new Set(['d']);
  const plain = queryMetrics({ ranking, passing, relevant });
  const groups = tieGroups(scores, top, new Set([0, 3]), new Set([3]));
  assert.deepEqual(tieAwareQueryMetrics({ groups, relevantTotal: 1 }), plain);
  assert.deepEqual(Object.keys(plain), metricNames());
});

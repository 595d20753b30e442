import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  averageRanks,
  kendallResolvable,
  kendallTauB,
  pearson,
  spearman,
} from '../../src/stats/correlation.js';

// Made by scripts/golden/lite_golden.py (scipy.stats pearsonr / spearmanr / kendalltau(variant='b') / rankdata).
const golden = JSON.parse(
  readFileSync(new URL('./fixtures/correlation-golden.json', import.meta.url), 'utf8'),
) as {
  cases: {
    x: number[];
    y: number[];
    pearson: number;
    spearman: number;
    kendall_b: number;
    ranks_x: number[];
  }[];
};

test('pearson, spearman, kendall tau-b and average ranks match scipy (ties included)', () => {
  assert.ok(golden.cases.length >= 8);
  for (const c of golden.cases) {
    assert.ok(Math.abs(pearson(c.x, c.y) - c.pearson) < 1e-12, `pearson ${c.x}`);
    assert.ok(Math.abs(spearman(c.x, c.y) - c.spearman) < 1e-12, `spearman ${c.x}`);
    assert.ok(Math.abs(kendallTauB(c.x, c.y) - c.kendall_b) < 1e-12, `kendall ${c.x}`);
    assert.deepEqual(Array.from(averageRanks(c.x)), c.ranks_x);
  }
});

test('undefined correlations are NaN; unequal lengths throw', () => {
  assert.ok(Number.isNaN(pearson([1, 1, 1], [1, 2, 3])));
  assert.ok(Number.isNaN(kendallTauB([1], [2])));
  assert.ok(Number.isNaN(spearman([2, 2], [1, 3])));
  assert.throws(() => pearson([1, 2], [1]), RangeError);
});

test('tau on resolvable pairs counts only pairs whose true scores differ by at least the threshold', () => {
  // truth 0.500, 0.502, 0.600, 0.700: pairs (0,1) differ by 0.002 < 0.005 and are dropped; 5 pairs remain.
  const truth = [0.5, 0.502, 0.6, 0.7];
  // the estimate swaps 2 and 3 (discordant), ties 1 and 3 (neither), and orders the rest correctly
  const est = [0.3, 0.6, 0.7, 0.6];
  // pairs: (0,2) +; (0,3) +; (1,2) +; (1,3) tie -> 0; (2,3) - => (3 - 1) / 5
  assert.equal(kendallResolvable(truth, est, 0.005), 2 / 5);
  assert.ok(Number.isNaN(kendallResolvable([0.5, 0.501], [0, 1], 0.005)));
});

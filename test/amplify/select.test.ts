import { test } from 'node:test';
import assert from 'node:assert/strict';
import { selectTests } from '../../src/amplify/select.js';

// Hand-worked: 2 own tests, 4 candidates, 5 mutants.
//   m0 killed by an own test (f)          -> needs nothing
//   m1 survives the own tests; killed by c1 (f), c2 (e)
//   m2 survives; killed by c1 (e), c3 (f)
//   m3 survives; killed by c0 (f), c3 (f)
//   m4 survives everything (an equivalent mutant)
const V = ['fp' + '----', 'pp' + 'pfep', 'pp' + 'pepf', 'pp' + 'fppf', 'pp' + 'pppp'];

test('greedy reduction: most new kills first, ties to more assertion kills, stop when nothing new', () => {
  // c3 kills {m2, m3} (2 f), c1 kills {m1, m2} (1 f): c3 first; then c1 and c2 each add m1 (c1 by f, c2 by e): c1
  assert.deepEqual(selectTests(V, 2, 4, 10, 0), { chosen: [3, 1], killedBefore: 1, killedAfter: 4 });
  // room for one: c3 alone
  assert.deepEqual(selectTests(V, 2, 4, 1, 0), { chosen: [3], killedBefore: 1, killedAfter: 3 });
  // at least 3 added: then the candidate that kills the most mutants overall, then by order
  assert.deepEqual(selectTests(V, 2, 4, 10, 3).chosen, [3, 1, 0]);
  assert.deepEqual(selectTests(V, 2, 4, 10, 4).chosen, [3, 1, 0, 2]);
});

test('a time-out is a kill by the own tests but no credit for a candidate', () => {
  assert.deepEqual(selectTests(['tp-', 'ppt'], 2, 1, 5, 0), { chosen: [], killedBefore: 1, killedAfter: 1 });
  assert.deepEqual(selectTests([], 2, 3, 5, 2).chosen, [0, 1]);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runVariants } from '../../src/construct/stages/4-variants.js';
import type { Task } from '../../src/core/types.js';
import { createOracle } from '../../src/execute/index.js';
import { isFallback, mutateTask } from '../../src/mutate/index.js';

const task = (id: string, code: string, tests: string[]): Task => ({
  id,
  language: 'python',
  domain: 'd',
  query: `q ${id}`,
  entry_point: id,
  code,
  tests,
});

// A one-liner of public data: its regular candidates are fewer than the distractors a task keeps.
const largest = task('largest_of', 'def largest_of(values):\n    return max(values)\n', [
  'assert largest_of([1, 2, 3]) == 3',
  'assert largest_of([-5, -2]) == -2',
  'assert largest_of([9, 1]) == 9',
  'assert largest_of([3, 9, 9, 1]) == 9',
]);
// A function whose regular candidates fill its pool, and that has fallback candidates too (`for x in values`).
const total = task(
  'positive_total',
  'def positive_total(values):\n    t = 0\n    for x in values:\n        if x > 0:\n            t += x\n    return t\n',
  [
    'assert positive_total([]) == 0',
    'assert positive_total([1, 2, 3]) == 6',
    'assert positive_total([-1, 5]) == 5',
    'assert positive_total([4, -2, 1]) == 5',
    'assert positive_total([0, 0, 7]) == 7',
  ],
);

test('fallback candidates are screened only for a task the others leave short; a full pool never sees them', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-fallback-'));
  const oracle = await createOracle({ cache: join(dir, 'cache.sqlite'), timeoutS: 5 });
  try {
    for (const t of [largest, total])
      assert.ok(
        (await mutateTask(t)).some((m) => isFallback(m)),
        `${t.id} has fallback candidates`,
      );
    const opts = { distractors: 4, seed: 3, timeLimitS: () => 0.5 };
    const out = await runVariants(oracle, [largest, total], opts);
    const by = new Map(out.accepted.map((b) => [b.task.id, b]));
    const short = by.get('largest_of')!;
    assert.ok(
      short.candidates.some((c) => isFallback(c.mutant)),
      'the short task screens its fallback candidates',
    );
    // min(values), max(values[1:]), max(values[:-1]): each fails a test
    assert.deepEqual(short.kept.map((c) => c.mutant.operator).sort(), [
      'iterable-slice',
      'iterable-slice',
      'min-max',
    ]);
    assert.ok(short.kept.some((c) => c.mutant.operator === 'iterable-slice'));
    assert.equal(short.generated, (await mutateTask(largest)).length);
    const full = by.get('positive_total')!;
    assert.equal(full.kept.length, 4);
    assert.ok(
      !full.candidates.some((c) => isFallback(c.mutant)),
      'a full pool screens no fallback candidate',
    );
    assert.equal(full.generated, (await mutateTask(total)).filter((m) => !isFallback(m)).length);
    // without the fallback operator (--ops naming the others), the one-liner is short
    const regular = (await mutateTask(largest)).filter((m) => !isFallback(m)).map((m) => m.operator);
    const without = await runVariants(oracle, [largest], { ...opts, ops: [...new Set(regular)] });
    assert.equal(without.accepted[0].kept.length, 1);
  } finally {
    await oracle.close();
  }
});

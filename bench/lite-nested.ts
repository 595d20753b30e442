/**
 * Nested leave-one-family-out: is a rule for choosing the shipped combo good, or only optimistic? Validation
 * reports the chosen combo on the folds it was chosen on. Here each held-out vendor family is estimated by the combo
 * that a rule chooses on the *other* families alone (releaseValidation on the matrix without that family, which
 * runs its own distinct and family folds), so the figure is out of sample for the choice too.
 *
 *   npx tsx bench/lite-nested.ts            # vendorMatrix 3,000 x 20, 6 tasks, K = 100, generator seeds 11-22
 *   SEEDS=11,12 npx tsx bench/lite-nested.ts
 *
 * Rules: `distinct` (lowest distinct-model macro MAE, the rule before issue #13's last change), `worst` (lowest
 * worst-case macro MAE over the distinct and family protocols, chooseVariant, the shipped rule), and every combo
 * fixed. Prints each rule's family-LOMO macro MAE against random K's (10 draws) per seed and on average.
 */
import { LITE_DEFAULTS } from '../src/lite/defaults.js';
import { subsetModels } from '../src/lite/selection/reference-models.js';
import { releaseValidation } from '../src/lite/release/validation.js';
import { vendorMatrix } from '../test/helpers/lite-synthetic.js';
import {
  benchmarkScores,
  chooseVariant,
  folds,
  protocolContext,
  runFolds,
} from '../src/lite/validation/protocols.js';
import { variantLabel } from '../src/lite/validation/variant.js';

const K = 100;
const seeds = (process.env.SEEDS ?? '11,12,13,14,15,16,17,18,19,20,21,22').split(',').map(Number);
const sums: Record<string, number[]> = {};
const wins = { distinct: 0, worst: 0 };

for (const seed of seeds) {
  const mx = vendorMatrix({ items: 3000, models: 20, seed });
  const ctx = protocolContext(mx, { k: K, seed: 0, C: LITE_DEFAULTS.C });
  const outer = folds(mx, 'family');
  const est = runFolds(ctx, outer, 10, () => {});
  const truth = benchmarkScores(mx, ctx.full);
  const labels = ctx.variants.map(variantLabel);
  const byVariant = est.variants.map((e) => benchmarkScores(mx, e));
  const randoms = est.random.map((e) => benchmarkScores(mx, e));
  const err: Record<string, number> = { distinct: 0, worst: 0, random: 0 };
  for (const l of labels) err[l] = 0;
  for (const held of outer) {
    const heldSet = new Set(held);
    const train = mx.models.map((_, j) => j).filter((j) => !heldSet.has(j));
    const v = releaseValidation(subsetModels(mx, train), { k: K, seed: 0 });
    const maes = (p: 'distinct' | 'family') => labels.map((l) => v.aggregate[p][l].macro.mae);
    const chosen = {
      distinct: chooseVariant([maes('distinct')]),
      worst: chooseVariant([maes('distinct'), maes('family')]),
    };
    for (const j of held) {
      for (const [rule, vi] of Object.entries(chosen)) err[rule] += Math.abs(byVariant[vi][j] - truth[j]);
      labels.forEach((l, vi) => (err[l] += Math.abs(byVariant[vi][j] - truth[j])));
      err.random += randoms.reduce((s, r) => s + Math.abs(r[j] - truth[j]), 0) / randoms.length;
    }
  }
  const m = mx.models.length;
  for (const [k, e] of Object.entries(err)) (sums[k] ??= []).push(e / m);
  if (err.distinct <= err.random) wins.distinct++;
  if (err.worst <= err.random) wins.worst++;
  console.log(
    `seed ${seed}: nested family-LOMO macro MAE: distinct rule ${(err.distinct / m).toFixed(4)}, worst rule ` +
      `${(err.worst / m).toFixed(4)}, random K ${(err.random / m).toFixed(4)}`,
  );
}
const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`mean over seeds ${seeds.join(',')}:`);
for (const [k, xs] of Object.entries(sums)) console.log(`  ${k}: ${avg(xs).toFixed(4)}`);
console.log(
  `rule at most random K: distinct ${wins.distinct} of ${seeds.length}, worst ${wins.worst} of ${seeds.length}`,
);

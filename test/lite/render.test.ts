import { test } from 'node:test';
import assert from 'node:assert/strict';
import { familyCaveat } from '../../src/lite/render/release.js';

const agg = (mae: number) => {
  const a = { kendall: 0.9, tau_resolvable: 0.9, pearson: 0.99, mae, n: 20 };
  return { macro: a, mean: a };
};

function validation(chosen: number, random: number, familyFolds = 5): Parameters<typeof familyCaveat>[2] {
  return {
    models: 20,
    folds: { distinct: 20, family: familyFolds },
    aggregate: {
      distinct: { 'anchor+gp': agg(0.009), random: agg(0.01) },
      family: { 'anchor+gp': agg(chosen), random: agg(random) },
    },
  };
}

test('the dataset card warns when the chosen combo loses to random K under the family protocol', () => {
  assert.deepEqual(familyCaveat('base', 'anchor+gp', validation(0.0175, 0.0113)), [
    '- `base`: under leave-one-family-out validation its combo `anchor+gp` (macro MAE 0.0175)',
    '  is less accurate than random K items (0.0113): a model from a family unlike the reference',
    '  families may be estimated no better than by random items.',
  ]);
  assert.deepEqual(familyCaveat('base', 'anchor+gp', validation(0.0113, 0.0113)), []);
  assert.deepEqual(familyCaveat('base', 'anchor+gp', validation(0.009, 0.0113)), []);
  // every model its own family: the family protocol is the distinct one, nothing to say
  assert.deepEqual(familyCaveat('base', 'anchor+gp', validation(0.0175, 0.0113, 20)), []);
  // the shipped combo is the one judged, also when the user fixed it instead of the validation's choice
  const fixed = validation(0.009, 0.0113);
  fixed.aggregate.family['clusters+mean'] = agg(0.02);
  assert.equal(familyCaveat('base', 'clusters+mean', fixed).length, 3);
});

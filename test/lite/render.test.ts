import { test } from 'node:test';
import assert from 'node:assert/strict';
import { familyCaveat } from '../../src/lite/render/release.js';
import { renderReadme, renderSelection } from '../../src/lite/render/markdown.js';
import { selectConfig } from '../../src/lite/selection/fit-config.js';
import { syntheticMatrix } from '../helpers/lite-synthetic.js';

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

test('Markdown tables escape item ids and task names (core/markdown.ts): a pipe or markup in an id keeps the row whole', () => {
  const mx = syntheticMatrix({ items: 12, models: 6, seed: 3, tasks: 1 });
  mx.items = mx.items.map((id, i) => (i === 0 ? 'a|b<img src=x>' : id));
  mx.tasks = ['t|1'];
  const config = selectConfig(mx, { k: 12, variant: { selection: 'random', estimator: 'mean' } });
  const cells = (line: string) => line.split(/(?<!\\)\|/).length - 2;
  const selection = renderSelection(config).split('\n');
  const row = selection.find((l) => l.startsWith('| a\\|'))!;
  assert.equal(row.split(' | ')[0], '| a\\|b\\<img src=x\\>');
  assert.equal(cells(row), 4);
  const readme = renderReadme(config).split('\n');
  const taskRow = readme.find((l) => l.startsWith('| t\\|1 |'));
  assert.ok(taskRow, readme.join('\n'));
  assert.equal(cells(taskRow), 8);
});

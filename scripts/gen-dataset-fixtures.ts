// Writes files of the shapes of HumanEval, HumanEval+, MBPP (original and sanitized) and MBPP+ from an execret task
// set, with the real files' quirks at their real rates (test/helpers/dataset-shapes.ts says which). The real files
// may not be committed; these stand in for them in benches and by hand.
// Usage: npx tsx scripts/gen-dataset-fixtures.ts [--tasks data/tasks.jsonl] [--out DIR] [--seed N] [--mbpp-records 974]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadTasks, toTaskRecord } from '../src/tasks/load.js';
import { humanEvalShapes, mbppShapes, oneLinerValues } from '../test/helpers/dataset-shapes.js';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const tasks = loadTasks(arg('tasks', 'data/tasks.jsonl')).map(toTaskRecord);
const out = arg('out', 'dataset-fixtures');
const seed = Number(arg('seed', '1'));
mkdirSync(out, { recursive: true });
const values = oneLinerValues();
const he = await humanEvalShapes(tasks, { seed, oneLinerValues: values });
const mb = await mbppShapes(tasks, {
  seed,
  oneLinerValues: values,
  records: Number(arg('mbpp-records', '974')),
});
const files: [string, string][] = [
  ['HumanEval.jsonl', he.humaneval],
  ['HumanEvalPlus.jsonl', he.plus],
  ['mbpp.jsonl', mb.mbpp],
  ['sanitized-mbpp.json', mb.sanitized],
  ['MbppPlus.jsonl', mb.plus],
];
for (const [name, text] of files) {
  writeFileSync(join(out, name), text);
  process.stderr.write(`wrote ${join(out, name)} (${text.length} bytes)\n`);
}

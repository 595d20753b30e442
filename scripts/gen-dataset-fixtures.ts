// Writes files of the shapes of HumanEval, HumanEval+, MBPP (original and sanitized), MBPP+, HumanEval-X
// (JavaScript) and MultiPL-E (js, ts, with companion solution files) from an execret task set, with the real files'
// quirks at their real rates (test/helpers/dataset-shapes.ts and js-dataset-shapes.ts say which). The real files
// may not be committed; these stand in for them in benches and by hand.
// Usage: npx tsx scripts/gen-dataset-fixtures.ts [--tasks data/tasks.jsonl] [--out DIR] [--seed N] [--mbpp-records 974]
//   [--only python|javascript]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadTasks, toTaskRecord } from '../src/tasks/load.js';
import { humanEvalShapes, mbppShapes, oneLinerValues } from '../test/helpers/dataset-shapes.js';
import { humanEvalXShape, multiplEShape } from '../test/helpers/js-dataset-shapes.js';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const tasks = loadTasks(arg('tasks', 'data/tasks.jsonl')).map(toTaskRecord);
const out = arg('out', 'dataset-fixtures');
const seed = Number(arg('seed', '1'));
const only = arg('only', '');
mkdirSync(out, { recursive: true });
const files: [string, string | Buffer][] = [];
if (only !== 'javascript') {
  const python = tasks.filter((t) => t.language === 'python');
  const values = oneLinerValues();
  const he = await humanEvalShapes(python, { seed, oneLinerValues: values });
  const mb = await mbppShapes(python, {
    seed,
    oneLinerValues: values,
    records: Number(arg('mbpp-records', '974')),
  });
  files.push(
    ['HumanEval.jsonl', he.humaneval],
    ['HumanEvalPlus.jsonl', he.plus],
    ['mbpp.jsonl', mb.mbpp],
    ['sanitized-mbpp.json', mb.sanitized],
    ['MbppPlus.jsonl', mb.plus],
  );
}
if (only !== 'python') {
  const hx = await humanEvalXShape(tasks, { seed });
  files.push(['humaneval_js.jsonl.gz', hx.gz]);
  for (const language of ['js', 'ts'] as const) {
    const m = await multiplEShape(tasks, { seed, language });
    files.push(
      [`humaneval-${language}.jsonl`, m.prompts],
      [`humaneval-${language}-solutions.jsonl`, m.solutions],
    );
  }
}
for (const [name, text] of files) {
  writeFileSync(join(out, name), text);
  process.stderr.write(`wrote ${join(out, name)} (${text.length} bytes)\n`);
}

// The path from a public JavaScript file to a release, on files of the real datasets' shapes
// (test/helpers/js-dataset-shapes.ts makes them from the bundled JavaScript twins, quirks at the real rates):
// import -> build for HumanEval-X (JavaScript, 164 records) and MultiPL-E (js and ts, 161 records with a companion
// solutions file), then the release checked outside execret with plain node (scripts/check-release-js.mjs). Prints,
// per file, the records read, tasks imported, accepted by the gate (with its rejections by code), the tasks keeping
// 4 distractors, and the independent check's summary line. Issue #12's bar for HumanEval-X: at least 95% of the
// records survive, at least 90% keep 4 distractors, every canonical passes and every distractor fails under node.
// Usage: npx tsx bench/js-dataset-pipeline.ts [tasks=data/tasks.jsonl] [seed=1] [--only humaneval-x|multipl-e]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../src/construct/index.js';
import { importTasks } from '../src/tasks/import/index.js';
import { loadTasks, toTaskRecord } from '../src/tasks/load.js';
import { humanEvalXShape, multiplEShape } from '../test/helpers/js-dataset-shapes.js';

const positional = process.argv
  .slice(2)
  .filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--only');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const source = positional[0] ?? 'data/tasks.jsonl';
const seed = Number(positional[1] ?? 1);
const dir = mkdtempSync(join(tmpdir(), 'execret-js-dataset-pipeline-'));
const tasks = loadTasks(source).map(toTaskRecord);

const files: { name: string; format: string; file: string; solutions?: string }[] = [];
if (only !== 'multipl-e') {
  const hx = await humanEvalXShape(tasks, { seed });
  writeFileSync(join(dir, 'humaneval_js.jsonl.gz'), hx.gz);
  files.push({ name: 'humaneval-x', format: 'humaneval-x', file: join(dir, 'humaneval_js.jsonl.gz') });
}
if (only !== 'humaneval-x') {
  for (const language of ['js', 'ts'] as const) {
    const m = await multiplEShape(tasks, { seed, language });
    writeFileSync(join(dir, `humaneval-${language}.jsonl`), m.prompts);
    writeFileSync(join(dir, `humaneval-${language}-solutions.jsonl`), m.solutions);
    files.push({
      name: `multipl-e ${language}`,
      format: 'multipl-e',
      file: join(dir, `humaneval-${language}.jsonl`),
      solutions: join(dir, `humaneval-${language}-solutions.jsonl`),
    });
  }
}

const pct = (a: number, b: number) => `${a}/${b} = ${((100 * a) / b).toFixed(1)}%`;
for (const [i, f] of files.entries()) {
  const cache = join(dir, `${i}.sqlite`);
  const out = join(dir, `${i}-release`);
  const t0 = performance.now();
  const imp = await importTasks({
    format: f.format,
    file: f.file,
    out: join(dir, `${i}.jsonl`),
    ...(f.solutions && { solutions: f.solutions }),
  });
  const b = await build({ tasksFile: imp.out!, outDir: out, cache });
  const t1 = performance.now();
  const codes: Record<string, number> = {};
  for (const r of b.rejected) codes[r.code] = (codes[r.code] ?? 0) + 1;
  let check: string;
  try {
    check = execFileSync('node', ['scripts/check-release-js.mjs', out, '--jobs', '2'], { encoding: 'utf8' });
  } catch (e) {
    check = `FAILED: ${String((e as { stdout?: string }).stdout ?? e)}`;
  }
  const t2 = performance.now();
  process.stdout.write(
    `${f.name}: ${imp.records} records, ${imp.tasks} imported (${imp.skipped.length} skipped, tests dropped ${JSON.stringify(imp.droppedTests)})\n` +
      `  build accepted ${b.accepted} (rejected ${JSON.stringify(codes)}): kept ${pct(b.accepted, imp.records)} of the records; ` +
      `keeping 4 distractors ${pct(b.tasksWithFullPool, imp.records)} of the records (${pct(b.tasksWithFullPool, b.accepted)} of the accepted)\n` +
      `  plain node: ${check.trim().split('\n').slice(-1)[0]}\n` +
      `  time: import + build ${((t1 - t0) / 1000).toFixed(0)} s, node check ${((t2 - t1) / 1000).toFixed(0)} s\n`,
  );
}
rmSync(dir, { recursive: true, force: true });

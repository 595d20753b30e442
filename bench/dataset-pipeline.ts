// The path from a public file to a release, on files of the real datasets' shapes (test/helpers/dataset-shapes.ts
// makes them from an execret task set, quirks at the real rates): import -> amplify -> build, for HumanEval and for
// MBPP (original). Prints, per dataset, the records read, tasks imported, amplified and accepted by the gate (with
// its rejections by code: name collisions are decided by execution), the tasks keeping 4 distractors and the
// fewest tests of a kept task, the name collisions the gate decided by execution (harmless: both kept; duplicates:
// the second rejected), the tasks amplify left out and the kept tasks short of 4 distractors.
// Usage: npx tsx bench/dataset-pipeline.ts [tasks=data/tasks.jsonl] [seed=1] [--only humaneval|mbpp]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { amplify } from '../src/amplify/index.js';
import { build } from '../src/construct/index.js';
import { importTasks } from '../src/tasks/import/index.js';
import { loadTasks, toTaskRecord } from '../src/tasks/load.js';
import { humanEvalShapes, mbppShapes, oneLinerValues } from '../test/helpers/dataset-shapes.js';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const args = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--only');
const source = args[0] ?? 'data/tasks.jsonl';
const seed = Number(args[1] ?? 1);
const dir = mkdtempSync(join(tmpdir(), 'execret-dataset-pipeline-'));
const tasks = loadTasks(source).map(toTaskRecord);
const values = oneLinerValues();
const he = await humanEvalShapes(tasks, { seed, oneLinerValues: values });
const mb = await mbppShapes(tasks, { seed, oneLinerValues: values });

const pct = (a: number, b: number) => `${a}/${b} = ${((100 * a) / b).toFixed(1)}%`;
for (const [format, text] of [
  ['humaneval', he.humaneval],
  ['mbpp', mb.mbpp],
] as const) {
  if (only && only !== format) continue;
  const raw = join(dir, `${format}.raw.jsonl`);
  writeFileSync(raw, text);
  const cache = join(dir, `${format}.sqlite`);
  const t0 = performance.now();
  const imp = await importTasks({ format, file: raw, out: join(dir, `${format}.jsonl`) });
  const amp = await amplify({ tasksFile: imp.out!, out: join(dir, `${format}.amplified.jsonl`), cache });
  const t1 = performance.now();
  const b = await build({ tasksFile: amp.out!, outDir: join(dir, `${format}-release`), cache });
  const t2 = performance.now();
  const released = readFileSync(join(dir, `${format}-release`, 'tasks.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { tests: string[] });
  const fewest = Math.min(...released.map((t) => t.tests.length));
  const short = readFileSync(join(dir, `${format}-release`, 'corpus.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { task: string; kind: string })
    .reduce(
      (m, r) => m.set(r.task, (m.get(r.task) ?? 0) + (r.kind === 'distractor' ? 1 : 0)),
      new Map<string, number>(),
    );
  const shortOf4 = [...short].filter(([, n]) => n < 4).map(([t, n]) => `${t} (${n})`);
  const harmless = b.cross.collisions.filter((c) => c.rejected === null).length;
  const codes: Record<string, number> = {};
  for (const r of b.rejected) codes[r.code] = (codes[r.code] ?? 0) + 1;
  process.stdout.write(
    `${format}: ${imp.records} records, ${imp.tasks} imported (${imp.skipped.length} skipped, tests dropped ${JSON.stringify(imp.droppedTests)}); ` +
      `amplify kept ${amp.written} (tests ${amp.testsBefore} -> ${amp.testsAfter}, kill rate ${(100 * amp.killRate.before).toFixed(1)}% -> ${(100 * amp.killRate.after).toFixed(1)}%)\n` +
      `  build accepted ${b.accepted} (rejected ${JSON.stringify(codes)}): kept ${pct(b.accepted, imp.records)} of the records; ` +
      `keeping 4 distractors ${pct(b.tasksWithFullPool, b.accepted)}; fewest tests of a kept task ${fewest}\n` +
      `  name collisions decided by execution: ${b.cross.collisions.length} (${harmless} harmless, both kept; ${b.cross.collisions.length - harmless} duplicates, the second rejected)\n` +
      `  amplify left out: ${amp.dropped.map((d) => `${d.task} (${d.reason})`).join('; ') || 'none'}\n` +
      `  kept, short of 4 distractors: ${shortOf4.join(', ') || 'none'}\n` +
      `  time: import + amplify ${((t1 - t0) / 1000).toFixed(0)} s, build ${((t2 - t1) / 1000).toFixed(0)} s\n`,
  );
}
rmSync(dir, { recursive: true, force: true });

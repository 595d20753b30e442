// Times `execret amplify` then `execret build` on N MBPP-sized tasks (default 1,000), cold: each run has an outcome
// cache of its own, shared by its amplify and its build as a user's would be. Both run in this one process, as
// `build --amplify` does, so the build finds each task's candidate mutants already made (mutateTask keeps its
// latest results); two separate commands make them twice. Every run and every baseline starts with those results
// forgotten (forgetMutants), so each is cold in that too. The tasks are an MBPP-shaped file
// (test/helpers/dataset-shapes.ts: three asserts a task, \r\n, tabs, name collisions) made from an execret task set
// and imported with `import mbpp`. The same invocation also times a cold build of the tasks as imported (the
// baseline the budget is about: a shared 2-core VM's speed changes from hour to hour), and prints the
// ratio. Per run: stage times, the oracle's suites, tests per task, kill rates, tasks kept and keeping 4
// distractors.
// Usage: npx tsx bench/amplify-bench.ts [N=1000] [runs=3] [tasks=data/tasks.jsonl] [--no-baseline]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { amplify } from '../src/amplify/index.js';
import { build } from '../src/construct/index.js';
import { forgetMutants } from '../src/mutate/index.js';
import { importTasks } from '../src/tasks/import/index.js';
import { loadTasks, toTaskRecord } from '../src/tasks/load.js';
import { mbppShapes, oneLinerValues } from '../test/helpers/dataset-shapes.js';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const n = Number(args[0] ?? 1000);
const runs = Number(args[1] ?? 3);
const source = args[2] ?? 'data/tasks.jsonl';
const baseline = !process.argv.includes('--no-baseline');

const dir = mkdtempSync(join(tmpdir(), 'execret-amplify-bench-'));
const shapes = await mbppShapes(loadTasks(source).map(toTaskRecord), {
  seed: 1,
  records: n,
  oneLinerValues: oneLinerValues(),
});
writeFileSync(join(dir, 'mbpp.jsonl'), shapes.mbpp);
const imported = await importTasks({
  format: 'mbpp',
  file: join(dir, 'mbpp.jsonl'),
  out: join(dir, 'tasks.jsonl'),
});
process.stdout.write(
  `${imported.tasks} MBPP-sized tasks (${imported.records} records, 3 asserts each) from ${source}\n`,
);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length / 2;
  return s.length % 2 ? s[Math.floor(m)] : (s[m - 1] + s[m]) / 2;
};
const totals: number[] = [];
const bases: number[] = [];
for (let r = 0; r < runs; r++) {
  const cache = join(dir, `cache-${r}.sqlite`);
  forgetMutants();
  const t0 = performance.now();
  const a = await amplify({
    tasksFile: join(dir, 'tasks.jsonl'),
    out: join(dir, `amplified-${r}.jsonl`),
    cache,
  });
  const t1 = performance.now();
  const b = await build({ tasksFile: a.out!, outDir: join(dir, `release-${r}`), cache });
  const t2 = performance.now();
  totals.push((t2 - t0) / 1000);
  const stages = Object.entries(a.timings)
    .filter(([k]) => k !== 'total')
    .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}s`)
    .join(', ');
  process.stdout.write(
    `run ${r + 1}: amplify + build ${((t2 - t0) / 1000).toFixed(1)} s (amplify ${((t1 - t0) / 1000).toFixed(1)} s: ${stages}; ` +
      `build ${((t2 - t1) / 1000).toFixed(1)} s)\n` +
      `  amplify: ${a.tasks} tasks, ${a.written} written; tests ${a.testsBefore} -> ${a.testsAfter}; ` +
      `kill rate ${(100 * a.killRate.before).toFixed(1)}% -> ${(100 * a.killRate.after).toFixed(1)}% over ${a.killRate.mutants} mutants; ` +
      `${a.execution.suites} suites\n` +
      `  build: ${b.accepted} of ${b.tasks} accepted, ${b.tasksWithFullPool} keep 4 distractors; ` +
      `rejected by reason: ${JSON.stringify(countBy(b.rejected.map((x) => x.code ?? x.stage)))}\n`,
  );
  if (baseline) {
    forgetMutants();
    const t3 = performance.now();
    await build({
      tasksFile: join(dir, 'tasks.jsonl'),
      outDir: join(dir, `baseline-${r}`),
      cache: join(dir, `base-${r}.sqlite`),
    });
    bases.push((performance.now() - t3) / 1000);
    process.stdout.write(`  baseline: build of the tasks as imported, cold: ${bases[r].toFixed(1)} s\n`);
  }
}
process.stdout.write(
  `median amplify + build: ${median(totals).toFixed(1)} s for ${imported.tasks} tasks, cold (target < 120 s); runs: ${totals.map((t) => t.toFixed(1)).join(', ')} s\n`,
);
if (baseline) {
  const ratios = totals.map((t, i) => t / bases[i]);
  process.stdout.write(
    `median baseline build: ${median(bases).toFixed(1)} s; (amplify + build) / baseline: median ${median(ratios).toFixed(2)}, runs ${ratios.map((x) => x.toFixed(2)).join(', ')}\n`,
  );
}
rmSync(dir, { recursive: true, force: true });

function countBy(keys: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of keys) out[k] = (out[k] ?? 0) + 1;
  return out;
}

// Times `execret build` end to end with a cold outcome cache on N tasks (default 1,000).
// The tasks are the bundled benchmark's, cycled with renamed entry points (so no names collide) until N.
// Prints, per run, each stage's time and what the oracle executed (suites, tests, time-outs and the seconds they
// cost): machine-independent counts to steer by, since wall time on a shared 2-core VM is noisy.
// Usage: npx tsx bench/build-bench.ts [N=1000] [runs=1] [tasks=data/tasks.jsonl] [screen=auto|all]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../src/construct/index.js';
import { loadTasks, toTaskRecord } from '../src/tasks/load.js';
import { toJsonl } from '../src/core/jsonl.js';

const n = Number(process.argv[2] ?? 1000);
const runs = Number(process.argv[3] ?? 1);
const source = process.argv[4] ?? 'data/tasks.jsonl';
const screen = (process.argv[5] ?? 'auto') as 'auto' | 'all';

const base = loadTasks(source).map(toTaskRecord);
const tasks = [];
for (let i = 0; tasks.length < n; i++) {
  const t = base[i % base.length];
  const round = Math.floor(i / base.length);
  if (round === 0) {
    tasks.push(t);
    continue;
  }
  const name = `${t.entry_point}_v${round}`;
  const re = new RegExp(`\\b${t.entry_point}\\b`, 'g');
  tasks.push({
    ...t,
    id: `${t.id}_v${round}`,
    entry_point: name,
    code: t.code.replace(re, name),
    tests: t.tests.map((x) => x.replace(re, name)),
    ...(t.setup ? { setup: t.setup.replace(re, name) } : {}),
  });
}
const dir = mkdtempSync(join(tmpdir(), 'execret-build-bench-'));
const file = join(dir, 'tasks.jsonl');
writeFileSync(file, toJsonl(tasks));
const times: number[] = [];
for (let r = 0; r < runs; r++) {
  const cache = join(dir, `cache-${r}.sqlite`); // cold every run
  const t0 = performance.now();
  const res = await build({ tasksFile: file, outDir: join(dir, `release-${r}`), cache, screen });
  const s = (performance.now() - t0) / 1000;
  times.push(s);
  const stages = res.stages
    .map(
      (x) =>
        `${x.stage} ${(x.ms / 1000).toFixed(1)}s` +
        (x.stage === 'variants' ? ` (mutation ${(res.timings.mutate / 1000).toFixed(1)}s)` : '') +
        (x.stage === 'integrity' ? ` (cross-task checks ${(res.timings.cross / 1000).toFixed(1)}s)` : ''),
    )
    .join(', ');
  process.stdout.write(
    `run ${r + 1}: ${s.toFixed(1)} s for ${tasks.length} tasks (${res.accepted} accepted, ${res.distractors} distractors, ` +
      `${res.tasksWithFullPool} keep 4; ${stages})\n`,
  );
  const sc = res.screening;
  process.stdout.write(
    `  screening --screen ${sc.mode}: ${sc.screened} of ${sc.candidates} candidates in ${sc.rounds} rounds\n`,
  );
  for (const [step, c] of Object.entries(res.execution)) {
    process.stdout.write(
      `  ${step.padEnd(9)} ${String(c.executed).padStart(6)} suites executed (${c.suites - c.executed} cached), ` +
        `${String(c.tests).padStart(6)} tests, ${c.timedOut} time-outs costing ${c.timeoutS.toFixed(1)} suite-s\n`,
    );
  }
  const cr = res.cross;
  process.stdout.write(
    `  cross-task checks: ${cr.pairs.run} of ${cr.pairs.ordered} ordered pairs after the pre-filter, ${cr.probes} probes; ` +
      `${cr.duplicates.length} duplicate pairs by execution, ${cr.similarQueries.length} near-duplicate queries, ` +
      `${cr.collisions.length} name collisions\n`,
  );
  process.stdout.write(`  failure kinds of kept: ${JSON.stringify(res.failureKinds)}\n`);
  process.stdout.write(`  kept per bug type: ${JSON.stringify(res.distractorsPerBugType)}\n`);
}
times.sort((a, b) => a - b);
const mid = times.length / 2;
const median = times.length % 2 ? times[Math.floor(mid)] : (times[mid - 1] + times[mid]) / 2;
process.stdout.write(
  `median: ${median.toFixed(1)} s for ${tasks.length} tasks, cold cache (target <= 60 s); runs: ${times.map((t) => t.toFixed(1)).join(', ')} s\n`,
);
rmSync(dir, { recursive: true, force: true });

// Mutation engine throughput: mutants per second over >= 1,000 Python functions.
// Run: npx tsx bench/mutate-bench.ts [runs=5]
// The functions are the mutation fixtures (test/fixtures/mutate/tasks.jsonl), each in 50 variants (renamed
// function, integer literals shifted), so every variant parses and mutates like real code. Baseline, measured in
// the same invocation: parsing each function once with the same tree-sitter parser.
import { join } from 'node:path';
import type { Task } from '../src/core/types.js';
import { PACKAGE_ROOT } from '../src/core/version.js';
import { loadParser } from '../src/lang/parser.js';
import { mutateTask } from '../src/mutate/index.js';
import { loadTasks } from '../src/tasks/load.js';

const RUNS = Number(process.argv[2] ?? 5);
const VARIANTS = 50;

async function variants(base: Task[]): Promise<Task[]> {
  const parser = await loadParser('python');
  const out: Task[] = [];
  for (const t of base) {
    const tree = parser.parse(t.code);
    const ints = tree.rootNode.descendantsOfType('integer').filter((n) => n !== null && /^\d+$/.test(n.text));
    const spans = ints.map((n) => [n!.startIndex, n!.endIndex, Number(n!.text)] as const);
    tree.delete();
    for (let k = 0; k < VARIANTS; k++) {
      let code = t.code;
      for (const [s, e, v] of [...spans].reverse())
        code = code.slice(0, s) + String(v + (k % 4)) + code.slice(e);
      code = code.replace(new RegExp(`\\b${t.entry_point}\\b`, 'g'), `${t.entry_point}_${k}`);
      out.push({ ...t, id: `${t.id}_${k}`, entry_point: `${t.entry_point}_${k}`, code });
    }
  }
  return out;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const base = loadTasks(join(PACKAGE_ROOT, 'test/fixtures/mutate/tasks.jsonl'));
const tasks = await variants(base);
const parser = await loadParser('python');
await mutateTask(tasks[0]); // warm up
// Wall time, and this process's CPU time (user + system): on a shared machine the CPU figure is the stabler one.
const cpuMs = (since: NodeJS.CpuUsage): number => {
  const c = process.cpuUsage(since);
  return (c.user + c.system) / 1000;
};
const parseMs: number[] = [];
const mutateMs: number[] = [];
const mutateCpuMs: number[] = [];
let mutants = 0;
for (let r = 0; r < RUNS; r++) {
  let t0 = performance.now();
  for (const t of tasks) parser.parse(t.code).delete();
  parseMs.push(performance.now() - t0);
  t0 = performance.now();
  const c0 = process.cpuUsage();
  let n = 0;
  for (const t of tasks) n += (await mutateTask(t)).length;
  mutateMs.push(performance.now() - t0);
  mutateCpuMs.push(cpuMs(c0));
  mutants = n;
}
const mMs = median(mutateMs);
const cMs = median(mutateCpuMs);
const pMs = median(parseMs);
console.log(
  `functions: ${tasks.length} (from ${base.length} fixtures x ${VARIANTS} variants), runs: ${RUNS}`,
);
console.log(`mutants per run: ${mutants} (${(mutants / tasks.length).toFixed(1)} per function)`);
console.log(
  `baseline parse-only: median ${pMs.toFixed(0)} ms (${((tasks.length / pMs) * 1000).toFixed(0)} functions/s)`,
);
console.log(
  `mutate: median ${mMs.toFixed(0)} ms -> ${((mutants / mMs) * 1000).toFixed(0)} mutants/s, ` +
    `${((tasks.length / mMs) * 1000).toFixed(0)} functions/s; ${(mMs / pMs).toFixed(1)}x the parse-only time`,
);
console.log(
  `mutate, CPU time: median ${cMs.toFixed(0)} ms -> ${((mutants / cMs) * 1000).toFixed(0)} mutants per CPU-second`,
);

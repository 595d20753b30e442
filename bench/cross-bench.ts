// Times the build's cross-task checks (name collisions by execution, duplicates by execution with the arity and
// argument-type pre-filter, near-duplicate queries) on a release's tasks and distractors, cold, against a baseline
// measured in the same run: the oracle running every task's own reference suite (what `execret verify` runs).
// Usage: npx tsx bench/cross-bench.ts [--release data/release] [--runs 3] [--limit N]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crossTaskChecks } from '../src/construct/cross/index.js';
import { PROBE_TIME_LIMIT } from '../src/construct/cross/probes.js';
import { referenceSuite } from '../src/construct/stages/3-reference.js';
import { screeningTimeLimit } from '../src/construct/suites.js';
import type { Candidate, TaskBuild } from '../src/construct/types.js';
import type { Task } from '../src/core/types.js';
import { createOracle } from '../src/execute/index.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}
const release = arg('release', 'data/release');
const runs = Number(arg('runs', '3'));
const rows = (f: string) =>
  readFileSync(join(release, f), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
const tasks: Task[] = rows('tasks.jsonl').slice(0, Number(arg('limit', '1000000')));
const corpus = rows('corpus.jsonl');
const builds: TaskBuild[] = tasks.map((task) => ({
  task,
  candidates: [],
  generated: 0,
  kept: corpus
    .filter((d) => d.task === task.id && d.kind === 'distractor')
    .map((d) => ({ mutant: { id: d.mutant, code: d.text } }) as unknown as Candidate),
}));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const base: number[] = [];
const cross: number[] = [];
for (let r = 0; r < runs; r++) {
  const oracle = await createOracle({ cache: false });
  try {
    let t0 = performance.now();
    const refs = await oracle.run(tasks.map(referenceSuite));
    base.push((performance.now() - t0) / 1000);
    const ms = new Map(tasks.map((t, i) => [t.id, refs[i].tests.map((x) => x.ms)]));
    t0 = performance.now();
    const { findings } = await crossTaskChecks(oracle, builds, {
      strictDuplicates: false,
      referenceMs: (id) => ms.get(id)!,
      limit: (refMs) => screeningTimeLimit(refMs, 1, PROBE_TIME_LIMIT),
    });
    cross.push((performance.now() - t0) / 1000);
    process.stdout.write(
      `run ${r + 1}: ${tasks.length} tasks, ${builds.reduce((s, b) => s + b.kept.length, 0)} distractors; ` +
        `references ${base[r].toFixed(1)} s, cross-task checks ${cross[r].toFixed(1)} s ` +
        `(${findings.pairs.run} of ${findings.pairs.ordered} ordered pairs after the pre-filter, ${findings.probes} probes; ` +
        `${findings.duplicates.length} duplicate pairs, ${findings.similarQueries.length} similar queries, ` +
        `${findings.collisions.length} name collisions)\n`,
    );
  } finally {
    await oracle.close();
  }
}
const ratios = base.map((b, i) => cross[i] / b);
process.stdout.write(
  `median: cross-task checks ${median(cross).toFixed(1)} s, references ${median(base).toFixed(1)} s; ` +
    `ratio ${median(ratios).toFixed(1)}x (median of per-run ratios); runs: ${cross.map((c) => c.toFixed(1)).join(', ')} s\n`,
);

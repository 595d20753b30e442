// Scale-out on one machine: the same build as 1 and as 2 shards run as parallel processes, each shard a real
// `execret build --shard I/N` CLI process with a cold cache, then `execret merge`. Prints, per N (median of the
// runs): the shards' wall time (the slowest shard), the merge's own time, the total, the speed-up of the total
// over one unsharded build run in the same invocation, and what the merge ran itself.
// With N shards on one machine each shard gets --jobs max(1, CPUs/N), so the figures show what sharding costs and
// saves on one machine (the merge's share above all), not what the extra machines of a cluster add.
// Usage: npx tsx bench/shard-bench.ts [tasks=200] [runs=3]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';

const n = Number(process.argv[2] ?? 200);
const runs = Number(process.argv[3] ?? 3);
const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'execret-shard-bench-'));
const lines = readFileSync(join(root, 'data', 'tasks.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean);
const step = Math.max(1, Math.floor(lines.length / n));
const tasks = join(dir, 'tasks.jsonl');
writeFileSync(
  tasks,
  lines
    .filter((_, i) => i % step === 0)
    .slice(0, n)
    .join('\n') + '\n',
);
const cores = cpus().length;

function cli(args: string[]): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/cli/dev.ts'), ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    p.stderr.on('data', (d) => (err += d));
    p.on('exit', (code) =>
      code === 0 ? resolve((performance.now() - t0) / 1000) : reject(new Error(`${args.join(' ')}: ${err}`)),
    );
  });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const whole: number[] = [];
const byN: Record<number, { shards: number[]; merge: number[] }> = {
  1: { shards: [], merge: [] },
  2: { shards: [], merge: [] },
};
for (let r = 0; r < runs; r++) {
  whole.push(
    await cli([
      'build',
      tasks,
      '--out',
      join(dir, `whole-${r}`),
      '--cache',
      join(dir, `whole-${r}.sqlite`),
      '--quiet',
    ]),
  );
  for (const count of [1, 2]) {
    const jobs = String(Math.max(1, Math.floor(cores / count)));
    const t0 = performance.now();
    await Promise.all(
      [...Array(count).keys()].map((i) =>
        cli([
          'build',
          tasks,
          '--shard',
          `${i}/${count}`,
          '--out',
          join(dir, `r${r}-n${count}-s${i}`),
          '-j',
          jobs,
          '--quiet',
        ]),
      ),
    );
    byN[count].shards.push((performance.now() - t0) / 1000);
    const shardDirs = [...Array(count).keys()].map((i) => join(dir, `r${r}-n${count}-s${i}`));
    byN[count].merge.push(
      await cli(['merge', ...shardDirs, '--out', join(dir, `r${r}-n${count}-merged`), '--quiet']),
    );
    const same = ['corpus.jsonl', 'queries.jsonl', 'qrels/test.tsv'].every(
      (f) =>
        readFileSync(join(dir, `r${r}-n${count}-merged`, f), 'utf8') ===
        readFileSync(join(dir, `whole-${r}`, f), 'utf8'),
    );
    if (!same)
      throw new Error(`run ${r}, ${count} shards: the merged release differs from the unsharded one`);
  }
}
const w = median(whole);
process.stdout.write(`${n} tasks, ${cores} CPUs, median of ${runs}: one unsharded build ${w.toFixed(1)} s\n`);
for (const count of [1, 2]) {
  const s = median(byN[count].shards);
  const m = median(byN[count].merge);
  process.stdout.write(
    `  ${count} shard${count > 1 ? 's' : ''} in parallel: shards ${s.toFixed(1)} s + merge ${m.toFixed(1)} s = ${(s + m).toFixed(1)} s` +
      ` (speed-up ${(w / (s + m)).toFixed(2)}x; merge = ${((100 * m) / w).toFixed(0)}% of one build)\n`,
  );
}
rmSync(dir, { recursive: true, force: true });

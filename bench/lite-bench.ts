/**
 * Lite validation speed and accuracy.
 *   npx tsx bench/lite-bench.ts            # speed: distinct-model LOMO, 50 models x 1,000 items, K = 100 (target <= 30 s)
 *   npx tsx bench/lite-bench.ts --accuracy # also the acceptance-sized synthetic check: 2,854 items x 22 models, K = 100,
 *     with every variant's MAE and the noise floor (noiseFloor: what no K-item estimator removes)
 * Prints the median of several runs, and the ratio against a baseline measured in the same invocation (the
 * random-K-only validation: item fits and calibration, no k-means or fisher), so machines can be compared.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { syntheticMatrix } from '../src/lite/synthetic.js';
import { noiseFloor } from '../src/lite/model/diagnose.js';
import { validate } from '../src/lite/validate.js';
import { VARIANTS, variantLabel } from '../src/lite/variant.js';

const runs = Number(process.env.RUNS ?? 3);
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const mx = syntheticMatrix({ items: 1000, models: 50, seed: 1 });
const times: number[] = [];
const cpu: number[] = [];
let last = null as ReturnType<typeof validate> | null;
for (let r = 0; r < runs; r++) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  last = validate(mx, { k: 100, seed: 0, protocols: ['distinct'] });
  times.push((performance.now() - t0) / 1000);
  const c1 = process.cpuUsage(c0);
  cpu.push((c1.user + c1.system) / 1e6);
}
const base: number[] = [];
const baseCpu: number[] = [];
for (let r = 0; r < runs; r++) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  validate(mx, { k: 100, seed: 0, protocols: ['distinct'], randomDraws: 1 });
  base.push((performance.now() - t0) / 1000);
  const c1 = process.cpuUsage(c0);
  baseCpu.push((c1.user + c1.system) / 1e6);
}
const p = last!.protocols.distinct!;
console.log(
  `LOMO 50 models x 1,000 items, K=100, 10 random draws: median ${median(times).toFixed(2)} s over ${runs} runs ` +
    `(runs: ${times.map((t) => t.toFixed(2)).join(', ')}; target <= 30 s); CPU ${median(cpu).toFixed(2)} s; ` +
    `load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`,
);
console.log(
  `  same with 1 random draw: median ${median(base).toFixed(2)} s, CPU ${median(baseCpu).toFixed(2)} s; ` +
    `CPU ratio ${(median(cpu) / median(baseCpu)).toFixed(2)}`,
);
console.log(
  `  chosen ${p.chosen.variant} MAE ${p.chosen.mae.toFixed(4)} tau-b ${p.chosen.kendall.toFixed(3)}; random MAE ${p.random.mae.toFixed(4)}`,
);

if (process.argv.includes('--accuracy')) {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    const big = syntheticMatrix({ items: 2854, models: 22, seed });
    const t0 = performance.now();
    const rep = validate(big, { k: 100, seed: 0 });
    const d = rep.protocols.distinct!;
    const f = rep.protocols.family!;
    const floor = noiseFloor(big, 100).expected_mae;
    console.log(
      `synthetic 2,854 x 22 seed ${seed}: noise floor ${floor.toFixed(4)}; distinct chosen ${d.chosen.variant} MAE ${d.chosen.mae.toFixed(4)} vs random ` +
        `${d.random.mae.toFixed(4)} (${d.chosen.mae <= 0.03 && d.chosen.mae <= d.random.mae ? 'pass' : 'FAIL'}); ` +
        `family chosen MAE ${f.chosen.mae.toFixed(4)} vs random ${f.random.mae.toFixed(4)}; ` +
        `${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    console.log(
      `  distinct: ${VARIANTS.map(variantLabel)
        .map((v) => `${v} ${d.variants[v].mae.toFixed(4)}`)
        .join(', ')}; random sd ` +
        `${d.random.mae_sd.toFixed(4)}; stratified ${d.stratified.mae.toFixed(4)}`,
    );
  }
}

/**
 * Lite validation speed and accuracy.
 *   npx tsx bench/lite-bench.ts            # speed: distinct-model LOMO, 50 models x 1,000 items, K = 100 (target <= 30 s)
 *   npx tsx bench/lite-bench.ts --accuracy # also the acceptance-sized synthetic check: 2,854 items x 22 models, K = 100,
 *     with every variant's MAE and the noise floor (noiseFloor: what no K-item estimator removes)
 *   npx tsx bench/lite-bench.ts --vendor   # the issue #13 acceptance check: vendor-family 0/1 matrices (vendorMatrix),
 *     20 models x 3,000 items, 6 tasks of 3 types, K = 100; both protocols, macro and mean aggregates, the chosen
 *     combo against random K and the plain anchor points. Generator seeds 11-16 (SEEDS=... to change): seeds 1-3
 *     were used while designing the `clusters` selection, so they are not the figures to quote.
 *     VENDOR_ONLY=1 skips the speed runs.
 * Prints the median of several runs, and the ratio against a baseline measured in the same invocation (the
 * random-K-only validation: item fits and calibration, no k-means or fisher), so machines can be compared.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { syntheticMatrix, vendorMatrix } from '../test/helpers/lite-synthetic.js';
import { releaseValidation, type ReleaseAgreement } from '../src/lite/release/validation.js';
import { noiseFloor } from '../src/lite/estimation/noise-floor.js';
import { validate } from '../src/lite/validation/protocols.js';
import { VARIANTS, variantLabel } from '../src/lite/validation/variant.js';

const runs = Number(process.env.RUNS ?? 3);
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (process.argv.includes('--vendor')) vendorCheck();
if (process.env.VENDOR_ONLY) process.exit(0);

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

function vendorCheck() {
  const seeds = (process.env.SEEDS ?? '11,12,13,14,15,16').split(',').map(Number);
  const fmt = (a: ReleaseAgreement) =>
    `MAE ${a.mae.toFixed(4)} tau ${a.kendall.toFixed(3)} tau_res ${a.tau_resolvable.toFixed(3)} r ${a.pearson.toFixed(3)}`;
  const sums: Record<string, number[]> = {};
  let pass = 0;
  for (const seed of seeds) {
    const mx = vendorMatrix({ items: 3000, models: 20, seed });
    const t0 = performance.now();
    const v = releaseValidation(mx, { k: 100, seed: 0 });
    const combo = v.choice.combo;
    console.log(
      `vendor matrix 3,000 x 20 (${new Set(mx.families).size} vendors, 6 tasks, 3 types) seed ${seed}, K = 100: ` +
        `chosen ${combo} (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
    for (const protocol of ['distinct', 'family'] as const) {
      const agg = v.aggregate[protocol];
      for (const key of ['macro', 'mean'] as const) {
        const rows = {
          chosen: agg[combo][key],
          random: agg.random[key],
          anchor_points: agg.anchor_points[key],
        };
        for (const [name, a] of Object.entries(rows)) (sums[`${protocol} ${key} ${name}`] ??= []).push(a.mae);
        console.log(
          `  ${protocol.padEnd(8)} ${key.padEnd(5)} chosen ${fmt(rows.chosen)} | random ${fmt(rows.random)} | ` +
            `anchor points ${fmt(rows.anchor_points)}`,
        );
      }
      console.log(
        `  ${protocol.padEnd(8)} macro MAE by combo: ${Object.entries(agg)
          .map(([c, a]) => `${c} ${a.macro.mae.toFixed(4)}`)
          .join(', ')}`,
      );
    }
    const ok = v.aggregate.family[combo].macro.mae <= v.aggregate.family.random.macro.mae;
    if (ok) pass++;
    console.log(`  family-LOMO macro MAE chosen <= random K: ${ok ? 'pass' : 'FAIL'}`);
  }
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(
    `mean MAE over seeds ${seeds.join(',')} (family-LOMO chosen <= random K on ${pass} of ${seeds.length}):`,
  );
  for (const [k, xs] of Object.entries(sums)) console.log(`  ${k}: ${avg(xs).toFixed(4)}`);
}

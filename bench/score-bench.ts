// Exact dense scoring speed: 5,000 queries x 1,000 documents, 768-d vectors.
// Run: npx tsx bench/score-bench.ts [runs]
// Prints the median of several runs of the blocked kernel (src/retrieve/embed/score.ts) and of the naive
// pair-by-pair loop, both measured in this invocation, and their ratio. Inputs are seeded random vectors.
import { createRng } from '../src/core/rng.js';
import { dotAll, dotAllNaive, packRows } from '../src/retrieve/embed/score.js';

const NQ = 5000;
const ND = 1000;
const DIM = 768;
const runs = Number(process.argv[2] ?? 5);

const rng = createRng(42);
const make = (n: number): Float32Array[] =>
  Array.from({ length: n }, () => Float32Array.from({ length: DIM }, () => rng.normal()));
const queries = make(NQ);
const docs = make(ND);
const qm = packRows(queries, true);
const dm = packRows(docs, true);
const qn = Array.from({ length: NQ }, (_, i) => qm.data.subarray(i * DIM, (i + 1) * DIM));
const dn = Array.from({ length: ND }, (_, i) => dm.data.subarray(i * DIM, (i + 1) * DIM));

function time(f: () => Float64Array[]): { ms: number; out: Float64Array[] } {
  const t0 = process.hrtime.bigint();
  const out = f();
  return { ms: Number(process.hrtime.bigint() - t0) / 1e6, out };
}
const median = (xs: number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const blocked: number[] = [];
const naive: number[] = [];
let same = true;
for (let r = 0; r < runs; r++) {
  const a = time(() => dotAll(qm, dm));
  const b = time(() => dotAllNaive(qn, dn));
  blocked.push(a.ms);
  naive.push(b.ms);
  if (r === 0) same = a.out.every((row, i) => row.every((v, j) => v === b.out[i][j]));
}
const mb = median(blocked);
const mn = median(naive);
const gmac = (NQ * ND * DIM) / 1e9;
console.log(`scoring ${NQ} x ${ND} x ${DIM}-d, ${runs} runs (median), node ${process.version}`);
console.log(`  blocked 4x2 kernel: ${mb.toFixed(0)} ms  (${(gmac / (mb / 1000)).toFixed(2)} GMAC/s)`);
console.log(`  naive pair loop   : ${mn.toFixed(0)} ms  (${(gmac / (mn / 1000)).toFixed(2)} GMAC/s)`);
console.log(`  speed-up: ${(mn / mb).toFixed(2)}x; identical scores: ${same}`);

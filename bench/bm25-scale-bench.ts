// BM25 at corpus scale: a generated code corpus (default 1,000,000 Python functions) and natural-language queries
// (default 10,000), execret's BM25 index and scorer beside a scipy.sparse reference in the same invocation.
// Run: node --max-old-space-size=8192 --import tsx bench/bm25-scale-bench.ts [--docs N] [--queries M] [--k 100]
//      [--no-scipy]
// execret: buildBm25Index (src/retrieve/sparse/bm25.ts) over the code tokenizer (src/retrieve/tokenize.ts), each
// document tokenised once and dropped; then per query its score row and topK (src/retrieve/rank.ts; ids d0000000..
// sort as their indices, so ties go to the higher index). Reference: scripts/bench/bm25_scipy.py (the same formula
// and tokenizer; CSR weights, sparse products in batches, argpartition). Prints index seconds, queries per second,
// peak RSS, the ratios, and how many top 1 agree (same document, scores within 1e-9).
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng } from '../src/core/rng.js';
import { topK } from '../src/retrieve/rank.js';
import { buildBm25Index } from '../src/retrieve/sparse/bm25.js';
import { tokenize } from '../src/retrieve/tokenize.js';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ND = arg('docs', 1_000_000);
const NQ = arg('queries', 10_000);
const K = arg('k', 100);
const withScipy = !process.argv.includes('--no-scipy');

// a vocabulary of pseudo-words from syllables; Zipf-like draws (index ~ V * u^2) give common and rare terms
const rng = createRng(5);
const SYL = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ra',
  'to',
  'su',
  'vi',
  'da',
  'pe',
  'go',
  'zu',
  'shi',
  'ter',
  'an',
  'or',
];
const vocab = Array.from({ length: 4000 }, () => {
  const n = 2 + rng.int(3);
  let w = '';
  for (let i = 0; i < n; i++) w += SYL[rng.int(SYL.length)];
  return w;
});
const word = (): string => vocab[Math.floor(vocab.length * rng.next() ** 2)];
const camel = (a: string, b: string): string => a + b[0].toUpperCase() + b.slice(1);
const OPS = ['+', '-', '*', '//', '%', '<=', '>=', '==', '!='];
function doc(): string {
  const [f1, f2, a, b, x, res, h] = [word(), word(), word(), word(), word(), word(), word()];
  const op = OPS[rng.int(OPS.length)];
  const n = rng.int(10);
  return (
    `def ${f1}_${f2}(${a}, ${b}):\n    ${x} = ${a} ${op} ${b}\n    ${res} = []\n` +
    `    for i in range(${x}):\n        if i % ${n + 2} == ${n}:\n            ${res}.append(${camel(h, word())}(i, ${word()}))\n` +
    `    return ${res}\n`
  );
}
function query(): string {
  return `Return the ${word()} ${word()} of ${word()} and ${word()} when ${word()} is ${word()}`;
}

const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
void median;
const gib = (b: number): string => `${(b / 2 ** 30).toFixed(2)} GiB`;
const t0 = performance.now();
const docs = Array.from({ length: ND }, doc);
const queries = Array.from({ length: NQ }, query);
console.log(
  `generated ${ND} documents and ${NQ} queries in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const dir = mkdtempSync(join(tmpdir(), 'execret-bm25-scale-'));
try {
  // texts for the reference, one a line
  const writeLines = (file: string, texts: readonly string[]): void => {
    const fd = openSync(file, 'w');
    for (let i = 0; i < texts.length; i += 10000)
      writeSync(
        fd,
        texts
          .slice(i, i + 10000)
          .map((t) => t.replace(/\n/g, '\\n') + '\n')
          .join(''),
      );
    closeSync(fd);
  };
  writeLines(join(dir, 'corpus.txt'), docs);
  writeLines(join(dir, 'queries.txt'), queries);

  const rss0 = process.memoryUsage().rss;
  const cpu = (): number => {
    const c = process.cpuUsage();
    return (c.user + c.system) / 1e6;
  };
  const ti = performance.now();
  const ci = cpu();
  const index = buildBm25Index(ND, (d) => tokenize(docs[d]), { k1: 1.2, b: 0.75 });
  const indexS = (performance.now() - ti) / 1000;
  const indexCpu = cpu() - ci;
  // ids d0000000, d0000001, ...: descending id order is descending index
  const ord = Int32Array.from({ length: ND }, (_, d) => ND - 1 - d);
  const tq = performance.now();
  const cq = cpu();
  const top1: number[] = [];
  const top1Score: number[] = [];
  for (const q of queries) {
    const s = index.score(tokenize(q));
    const top = topK(s, ord, K);
    top1.push(top[0]);
    top1Score.push(s[top[0]]);
  }
  const queryS = (performance.now() - tq) / 1000;
  const queryCpu = cpu() - cq;
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(
    `execret: index ${indexS.toFixed(1)} s (CPU ${indexCpu.toFixed(1)} s; ${index.terms} terms, ${index.postings} postings); ${NQ} queries in ${queryS.toFixed(1)} s (CPU ${queryCpu.toFixed(1)} s) = ${(NQ / queryS).toFixed(0)} queries/s (top ${K}); peak RSS ${gib(peak)} (texts alone ${gib(rss0)}); load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  if (withScipy) {
    const py = spawnSync(
      '/usr/bin/python3',
      [
        '-I',
        join(import.meta.dirname, '..', 'scripts', 'bench', 'bm25_scipy.py'),
        join(dir, 'corpus.txt'),
        join(dir, 'queries.txt'),
        String(K),
      ],
      { encoding: 'utf8', maxBuffer: 1 << 30 },
    );
    if (py.status !== 0)
      console.log(`scipy reference unavailable: ${(py.stderr || '').trim().split('\n').pop()}`);
    else {
      const r = JSON.parse(py.stdout.trim().split('\n').pop()!) as {
        indexSeconds: number;
        querySeconds: number;
        indexCpuSeconds: number;
        queryCpuSeconds: number;
        peakRssBytes: number;
        top1: number[];
        top1Score: number[];
        numpy: string;
        scipy: string;
        terms: number;
      };
      const agree = r.top1.filter(
        (d, i) => d === top1[i] && Math.abs(r.top1Score[i] - top1Score[i]) <= 1e-9,
      ).length;
      console.log(
        `scipy ${r.scipy} (numpy ${r.numpy}): index ${r.indexSeconds.toFixed(1)} s (CPU ${r.indexCpuSeconds.toFixed(1)} s; ${r.terms} terms); ${NQ} queries in ${r.querySeconds.toFixed(1)} s (CPU ${r.queryCpuSeconds.toFixed(1)} s) = ${(NQ / r.querySeconds).toFixed(0)} queries/s; peak RSS ${gib(r.peakRssBytes)}`,
      );
      console.log(
        `ratios execret / scipy: index time ${(indexS / r.indexSeconds).toFixed(2)} wall, ${(indexCpu / r.indexCpuSeconds).toFixed(2)} CPU; query time ${(queryS / r.querySeconds).toFixed(2)} wall, ${(queryCpu / r.queryCpuSeconds).toFixed(2)} CPU; peak RSS ${(peak / r.peakRssBytes).toFixed(2)}; top 1 agrees for ${agree} of ${NQ} queries`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

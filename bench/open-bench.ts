// Cost of open-domain evaluation (`execret eval --open`, docs/open.md) on a release, against a plain evaluation of
// the same release, both in this invocation: each run is a fresh evaluation of the default retrievers (bm25, tfidf,
// hashing) without the embedding cache; each open run starts from an empty (query, snippet) outcome cache in a
// temporary folder, and a last open run against the filled cache shows what a second run costs.
//
// Usage: npx tsx bench/open-bench.ts [--release data/release] [--runs 3] [--depth 10] [--sample 5] [--every 1]
//        [--similarity]
//
// --every M evaluates every M-th query only (each still ranked against the whole pool). Prints each run, then the
// medians, their ratio (open / plain), the pairs judged and the oracle suites they took per second, and the share of
// (query, snippet) pairs the arity rule rules out.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluate } from '../src/evaluate/index.js';
import { loadRelease } from '../src/release/index.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const release = arg('release', 'data/release');
const runs = Number(arg('runs', '3'));
const depth = Number(arg('depth', '10'));
const sample = Number(arg('sample', '5'));
const every = Number(arg('every', '1'));
const similarity = process.argv.includes('--similarity');
const all = loadRelease(release).queries.map((q) => q._id);
const queries = every > 1 ? all.filter((_, i) => i % every === 0) : undefined;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function once(open: boolean, cache?: string) {
  let suites = 0;
  const t0 = performance.now();
  const r = await evaluate({
    release,
    queries,
    cache: false,
    ...(open && { open: { depth, sample, cache: cache!, systemSimilarity: similarity } }),
    onProgress: (e) => {
      // the oracle reports each run() as {label: 'execute', done, total}: count each suite once, at its last tick
      if (e.label === 'execute' && e.done === e.total) suites += e.total;
    },
  });
  return { seconds: (performance.now() - t0) / 1000, r, suites };
}

const plain: number[] = [];
const open: number[] = [];
const dir = mkdtempSync(join(tmpdir(), 'execret-open-bench-'));
let last: Awaited<ReturnType<typeof once>> | undefined;
try {
  for (let i = 0; i < runs; i++) {
    const p = await once(false);
    plain.push(p.seconds);
    const cache = join(dir, `cache-${i}.sqlite`);
    const o = await once(true, cache);
    open.push(o.seconds);
    last = o;
    const c = o.r.summary.open!.counts;
    console.log(
      `run ${i + 1}: plain ${p.seconds.toFixed(1)} s, open ${o.seconds.toFixed(1)} s (open step ${o.r.open!.seconds.toFixed(1)} s; ${o.r.open!.executed} pairs run in ${o.suites} suites; ${c.withDuplicate} queries with a duplicate)`,
    );
  }
  const warm = await once(true, join(dir, `cache-${runs - 1}.sqlite`));
  const c = last!.r.summary.open!.counts;
  const step = last!.r.open!.seconds;
  console.log(
    `queries ${queries?.length ?? all.length}; depth ${depth}, sample ${sample}, similarity ${similarity ? 'token + systems' : 'token only'}`,
  );
  console.log(
    `median plain ${median(plain).toFixed(1)} s, open ${median(open).toFixed(1)} s: ratio ${(median(open) / median(plain)).toFixed(2)}`,
  );
  console.log(
    `last open run: ${last!.r.open!.executed} pairs in ${last!.suites} suites, ${(last!.suites / step).toFixed(1)} suites/s and ${(last!.r.open!.executed / step).toFixed(1)} pairs/s over the open step`,
  );
  console.log(
    `arity: ${c.arityRuledOut} of ${c.pairs} same-language pairs ruled out (${((100 * c.arityRuledOut) / c.pairs).toFixed(1)}%); of the systems' top ${depth}, ${c.skippedArity} of ${c.skippedArity + c.ranked} skipped (${((100 * c.skippedArity) / Math.max(1, c.skippedArity + c.ranked)).toFixed(1)}%)`,
  );
  console.log(
    `second open run (cache filled): ${warm.seconds.toFixed(1)} s, ${warm.r.open!.executed} pairs run`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}

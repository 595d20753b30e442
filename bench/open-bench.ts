// Cost of open-domain evaluation (`execret eval --open`, docs/open.md) on a release, against a plain evaluation of
// the same release, both in this invocation: each run is a fresh evaluation of the default retrievers (bm25, tfidf,
// hashing) without the embedding cache; each open run starts from an empty (query, snippet) outcome cache in a
// temporary folder, and a last open run against the filled cache shows what a second run costs.
//
// Usage: npx tsx bench/open-bench.ts [--release data/release] [--runs 3] [--depth 10] [--sample 5] [--every 1]
//        [--similarity] [-r SPEC ...]
//
// --every M evaluates every M-th query only (each still ranked against the whole pool). Prints each run, then the
// medians, their ratio (open / plain), the pairs judged and the oracle suites they took per second, and the share of
// (query, snippet) pairs the arity and result rules rule out. Besides wall time it gives this process's CPU seconds
// (/proc/self/stat: utime + stime + cutime + cstime), which the machine's load does not inflate the way it does wall
// time; the sandbox's workers are killed when the oracle closes, so their CPU is not in it: it is sampled from /proc
// while a run lasts (the fork servers and the test processes they reaped) and printed beside it. -r picks the
// retrievers (default: eval's).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluate } from '../src/evaluate/index.js';
import { loadRelease } from '../src/release/index.js';
import { OPEN_DEFAULTS } from '../src/evaluate/open/options.js';
import { readFileSync } from 'node:fs';
import { sandboxServersCpu } from './open-common.js';

if (process.argv.includes('--help')) {
  console.log(
    'npx tsx bench/open-bench.ts [--release DIR] [--runs N] [--depth K] [--sample N] [--every M] [--similarity] [-r SPEC ...]',
  );
  process.exit(0);
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const release = arg('release', 'data/release');
const runs = Number(arg('runs', '3'));
const depth = Number(arg('depth', String(OPEN_DEFAULTS.depth)));
const sample = Number(arg('sample', String(OPEN_DEFAULTS.sample)));
const retrievers = process.argv.flatMap((a, i) => (a === '-r' ? [process.argv[i + 1]] : []));
const every = Number(arg('every', '1'));
const similarity = process.argv.includes('--similarity');
const all = loadRelease(release).queries.map((q) => q._id);
const queries = every > 1 ? all.filter((_, i) => i % every === 0) : undefined;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** CPU seconds of this process and of its reaped children (not the sandbox's workers: they are killed, not waited for with their children). */
function cpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields 14-17 of proc(5) (utime, stime, cutime, cstime) are 11-14 after the state field
  return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100;
}

/**
 * CPU seconds of this process's sandbox servers (the Python fork servers it started) and of the test processes they
 * have reaped: read from /proc once a second while a run lasts, the last reading of each server kept (a server is
 * killed at the oracle's close, so up to a second of its last work is missed).
 */
function sandboxSampler(): { stop: () => number } {
  const last = new Map<number, number>();
  const sample = () => {
    for (const [pid, cpu] of sandboxServersCpu()) last.set(pid, Math.max(last.get(pid) ?? 0, cpu));
  };
  const timer = setInterval(sample, 1000);
  return {
    stop: () => {
      clearInterval(timer);
      return [...last.values()].reduce((a, b) => a + b, 0);
    },
  };
}

async function once(open: boolean, cache?: string) {
  let suites = 0;
  const t0 = performance.now();
  const c0 = cpuSeconds();
  const sampler = sandboxSampler();
  const r = await evaluate({
    release,
    queries,
    ...(retrievers.length && { retrievers }),
    cache: false,
    ...(open && { open: { depth, sample, cache: cache!, systemSimilarity: similarity } }),
    onProgress: (e) => {
      // the oracle reports each run() as {label: 'execute', done, total}: count each suite once, at its last tick
      if (e.label === 'execute' && e.done === e.total) suites += e.total;
    },
  });
  const sandbox = sampler.stop();
  return { seconds: (performance.now() - t0) / 1000, cpu: cpuSeconds() - c0, sandbox, r, suites };
}

const plain: number[] = [];
const open: number[] = [];
const plainCpu: number[] = [];
const openCpu: number[] = [];
const openSandbox: number[] = [];
const dir = mkdtempSync(join(tmpdir(), 'execret-open-bench-'));
let last: Awaited<ReturnType<typeof once>> | undefined;
try {
  for (let i = 0; i < runs; i++) {
    const p = await once(false);
    plain.push(p.seconds);
    plainCpu.push(p.cpu);
    const cache = join(dir, `cache-${i}.sqlite`);
    const o = await once(true, cache);
    open.push(o.seconds);
    openCpu.push(o.cpu);
    openSandbox.push(o.sandbox);
    last = o;
    const c = o.r.summary.open!.counts;
    const st = o.r.open!.stages;
    console.log(
      `run ${i + 1}: plain ${p.seconds.toFixed(1)} s (${p.cpu.toFixed(1)} CPU s), open ${o.seconds.toFixed(1)} s (${o.cpu.toFixed(1)} CPU s here, ${o.sandbox.toFixed(1)} CPU s in the sandbox; open step ${o.r.open!.seconds.toFixed(1)} s: candidates ${st.candidates.toFixed(1)}, execute ${st.execute.toFixed(1)}, prevalence ${st.prevalence.toFixed(1)}; ${o.r.open!.executed} pairs run in ${o.suites} suites; ${c.withDuplicate} queries with a duplicate)`,
    );
  }
  const warm = await once(true, join(dir, `cache-${runs - 1}.sqlite`));
  const c = last!.r.summary.open!.counts;
  const step = last!.r.open!.stages.execute;
  console.log(
    `queries ${queries?.length ?? all.length}; depth ${depth}, sample ${sample}, similarity ${similarity ? 'token + systems' : 'token only'}`,
  );
  console.log(
    `median plain ${median(plain).toFixed(1)} s, open ${median(open).toFixed(1)} s: ratio ${(median(open) / median(plain)).toFixed(2)}`,
  );
  console.log(
    `median CPU plain ${median(plainCpu).toFixed(1)} s, open ${median(openCpu).toFixed(1)} s: ratio ${(median(openCpu) / median(plainCpu)).toFixed(2)}`,
  );
  console.log(
    `median CPU with the sandbox's: plain ${median(plainCpu).toFixed(1)} s, open ${median(openCpu.map((c, i) => c + openSandbox[i])).toFixed(1)} s: ratio ${(median(openCpu.map((c, i) => c + openSandbox[i])) / median(plainCpu)).toFixed(2)}`,
  );
  console.log(
    `last open run: ${last!.r.open!.executed} pairs in ${last!.suites} suites, ${(last!.suites / step).toFixed(1)} suites/s and ${(last!.r.open!.executed / step).toFixed(1)} pairs/s while judging`,
  );
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
  const top = c.skippedArity + c.skippedResult + c.ranked;
  console.log(
    `arity: ${c.arityRuledOut} of ${c.pairs} same-language pairs ruled out (${pct(c.arityRuledOut, c.pairs)}); result: ${c.resultRuledOut} more (${pct(c.resultRuledOut, c.pairs)}); of the systems' top ${depth}, ${c.skippedArity} (${pct(c.skippedArity, top)}) and ${c.skippedResult} (${pct(c.skippedResult, top)}) of ${top} skipped`,
  );
  console.log(
    `second open run (cache filled): ${warm.seconds.toFixed(1)} s, ${warm.r.open!.executed} pairs run`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// Pipelines on subsets of the queries, for the figures of issue #16 and docs/rerank.md: for every pipeline of a
// results folder, on all queries, on the queries whose text holds examples (those exec-examples parses) and, on a
// `build --balanced` release, on the standard and the balanced pools: stage 1's exec@1 and task@1, the pipeline's
// exec@1, the ceiling (stage 1's exec@depth), and the pipeline's exec@1 as a share of the ceiling and of stage 1's
// task@1; and, for systems evaluated with --density N, how many clones each query kept. Targets of the issue:
// bm25|exec-examples at least 80% of the ceiling on the queries with examples of HumanEval (docs/rerank.md);
// bm25|medoid at least 90% of BM25's task@1 on the bundled release; --density 1 keeps exactly one clone a query.
//
// Usage: npx tsx bench/rerank-subsets.ts RESULTS [RELEASE]
//
// The release defaults to the one recorded in RESULTS/summary.json. On the official HumanEval.jsonl (not shipped;
// bring your own copy), as docs/rerank.md measures it:
//
//   npx execret import humaneval HumanEval.jsonl --out he-tasks.jsonl
//   npx execret build he-tasks.jsonl --out he-release
//   npx execret eval he-release -r bm25 -r 'bm25|exec-examples' --out he-res
//   npx tsx bench/rerank-subsets.ts he-res
//
// and on HumanEval-shaped files made from the bundled tasks, with as many examples a query as you ask for:
//
//   npx tsx scripts/make-humaneval-shaped.ts data/tasks.jsonl --out he.jsonl --examples 3
//   (then the same four commands on he.jsonl)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadResults, type PerQueryRow } from '../src/evaluate/index.js';
import { loadRelease } from '../src/release/index.js';
import { parseExamples } from '../src/retrieve/rerank/examples.js';

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: npx tsx bench/rerank-subsets.ts RESULTS [RELEASE]\n');
  process.exit(2);
}
const results = loadResults(dir);
const releaseDir = process.argv[3] ?? results.summary.release.path;
const release = loadRelease(releaseDir);
const examples = new Map(release.queries.map((q) => [q._id, parseExamples(q.text, q.entry_point).length]));
const pools = new Map(
  readFileSync(join(releaseDir, 'queries.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { _id: string; pool?: string })
    .map((q) => [q._id, q.pool ?? 'standard']),
);
const subsets: [string, (q: string) => boolean][] = [
  ['all queries', () => true],
  ['queries with examples', (q) => examples.get(q)! > 0],
];
if ([...pools.values()].includes('balanced'))
  for (const p of ['standard', 'balanced']) subsets.push([`${p} pools`, (q) => pools.get(q) === p]);

const withExamples = [...examples.values()].filter((n) => n > 0);
process.stdout.write(
  `${release.queries.length} queries, ${withExamples.length} with examples ` +
    `(${(withExamples.reduce((a, b) => a + b, 0) / Math.max(1, withExamples.length)).toFixed(2)} each on average)\n`,
);
// --density N: how many clones each query kept (its own snippets that are distractors), per system evaluated
for (const s of results.systems) {
  if (!s.density) continue;
  const kept = new Map<number, number>();
  for (const r of s.rows) {
    const n = r.own.filter((o) => o.kind === 'distractor').length;
    kept.set(n, (kept.get(n) ?? 0) + 1);
  }
  const hist = [...kept].sort((a, b) => a[0] - b[0]).map(([n, q]) => `${q} queries keep ${n}`);
  process.stdout.write(`${s.name}: --density ${s.density.clones}: ${hist.join(', ')}\n`);
}
const pct = (x: number) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : '-');
for (const s of results.systems) {
  if (!s.rows.some((r) => r.pipeline)) continue;
  for (const [label, keep] of subsets) {
    const rows = s.rows.filter((r) => r.pipeline && keep(r.query));
    if (rows.length === 0) continue;
    const mean = (f: (r: PerQueryRow) => number) => rows.reduce((a, r) => a + f(r), 0) / rows.length;
    const first = mean((r) => r.pipeline!.firstExec1);
    const task1 = mean((r) => r.pipeline!.firstTask1);
    const ceiling = mean((r) => r.pipeline!.ceiling);
    const exec1 = mean((r) => (r.ranking.length > 0 && r.passing.includes(r.ranking[0].id) ? 1 : 0));
    process.stdout.write(
      `${s.name}, ${label} (${rows.length}): stage 1 exec@1 ${first.toFixed(3)} task@1 ${task1.toFixed(3)}; ` +
        `exec@1 ${exec1.toFixed(3)}, ceiling ${ceiling.toFixed(3)}; ` +
        `${pct(exec1 / ceiling)} of the ceiling, ${pct(exec1 / task1)} of stage 1's task@1\n`,
    );
  }
}

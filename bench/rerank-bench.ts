// Speed of the execution rerankers: each reorders the top 20 of BM25 for 1,000 queries (20,000 candidates), with a
// cold cache, through the sandboxed oracle. Target: under 120 s each on the project's 2-core machine.
//
// Usage: npx tsx bench/rerank-bench.ts [--queries 1000] [--depth 20] [--runs 3] [--jobs N] [--only exec-examples]
//        [--pool bm25|own]
//
// Queries are the bundled release's, each given two doctest examples taken from its task's `assert f(x) == y`
// tests (as a HumanEval docstring would show them), cycled until there are --queries of them; every candidate's
// code gets a comment naming its copy, so no two suites are the same and nothing is served twice. Both rerankers
// run only the candidates that mention the query's function (the others could only raise NameError). The baseline,
// measured in the same invocation, is the oracle alone running those candidates with one `assert True` test each:
// the sandbox's own floor. Prints each run, then the median, suites run and suites per second. With --pool own, every
// candidate is an implementation of the query's function (its task's canonical and clones, repeated to --depth with
// distinct comments): the worst case, where nothing is skipped.
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createOracle } from '../src/execute/index.js';
import type { Suite } from '../src/execute/types.js';
import { loadRelease } from '../src/release/index.js';
import { idOrder } from '../src/retrieve/rank.js';
import { rerankers, topCandidates, type RerankList } from '../src/retrieve/rerank/index.js';
import type { RerankCandidate } from '../src/retrieve/rerank/types.js';
import { mayDefine } from '../src/retrieve/rerank/exec-examples.js';
import { resolveRetriever } from '../src/retrieve/registry.js';
import type { Task } from '../src/core/types.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const QUERIES = Number(arg('queries', '1000'));
const DEPTH = Number(arg('depth', '20'));
const RUNS = Number(arg('runs', '3'));
const JOBS = Number(arg('jobs', String(availableParallelism())));
const ONLY = arg('only', '');
const POOL = arg('pool', 'bm25');
if (POOL !== 'bm25' && POOL !== 'own') throw new Error(`--pool: bm25 or own, got ${POOL}`);

/** Two doctest examples from a task's `assert f(args) == value` one-line tests, or none. */
function examples(t: Task): string {
  const found = t.tests
    .map((x) => new RegExp(`^assert (${t.entry_point}\\(.*\\)) == (.+)$`).exec(x.trim()))
    .filter((m) => m !== null && !m[1].includes(' == '))
    .slice(0, 2);
  return found.map((m) => `\n>>> ${m![1]}\n${m![2]}`).join('');
}

async function lists(): Promise<RerankList[]> {
  const dir = join('data', 'release');
  const release = loadRelease(dir);
  const tasks = new Map(
    readFileSync(join(dir, 'tasks.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Task)
      .map((t) => [t.id, t]),
  );
  const bm25 = await resolveRetriever('bm25');
  const docs = release.corpus.map((d) => ({ id: d._id, text: d.text }));
  const scores = await bm25.score(
    release.queries.map((q) => ({ id: q._id, text: q.text })),
    docs,
    {},
  );
  const tops = topCandidates(scores, idOrder(docs.map((d) => d.id)), DEPTH);
  const out: RerankList[] = [];
  for (let copy = 0; out.length < QUERIES; copy++) {
    release.queries.forEach((q, qi) => {
      if (out.length >= QUERIES) return;
      out.push({
        query: {
          id: `${q._id}#${copy}`,
          text: q.text + examples(tasks.get(q.task)!),
          language: q.language,
          entryPoint: q.entry_point,
        },
        candidates:
          POOL === 'own'
            ? ownCandidates(q.own, copy)
            : Array.from(tops[qi], (d) => ({
                id: `${docs[d].id}#${copy}`,
                text: `${docs[d].text}# copy ${copy}\n`,
                score: scores[qi][d],
              })),
      });
    });
  }
  return out;
}

/**
 * --pool own: the worst case, where every candidate is an implementation of the query's function (as when an
 * assistant reranks sampled completions): the task's own snippets (canonical and clones) repeated to --depth, each
 * copy with a comment of its own, so that nothing is skipped, deduplicated or served from a cache.
 */
function ownCandidates(own: readonly { _id: string; text: string }[], copy: number): RerankCandidate[] {
  return Array.from({ length: DEPTH }, (_, i) => {
    const d = own[i % own.length];
    return { id: `${d._id}#${copy}.${i}`, text: `${d.text}# copy ${copy}.${i}\n`, score: DEPTH - i };
  });
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timeReranker(name: string, input: RerankList[]): Promise<{ seconds: number; suites: number }> {
  const oracle = await createOracle({ cache: false, jobs: JOBS });
  try {
    const r = await rerankers[name].create(name, {});
    const t0 = performance.now();
    await r.rerank(input, { oracle: async () => oracle });
    return { seconds: (performance.now() - t0) / 1000, suites: r.usage().suites };
  } finally {
    await oracle.close();
  }
}

async function timeFloor(input: RerankList[]): Promise<{ seconds: number; suites: number }> {
  const suites: Suite[] = input.flatMap((l) =>
    l.candidates
      .filter((c) => mayDefine(c.text, l.query.entryPoint))
      .map((c) => ({
        snippet: c.id,
        task: l.query.id,
        language: 'python',
        code: c.text,
        tests: ['assert True'],
      })),
  );
  const oracle = await createOracle({ cache: false, jobs: JOBS });
  try {
    const t0 = performance.now();
    await oracle.run(suites);
    return { seconds: (performance.now() - t0) / 1000, suites: suites.length };
  } finally {
    await oracle.close();
  }
}

const input = await lists();
const withExamples = input.filter((l) => l.query.text.includes('>>>')).length;
process.stdout.write(
  `${input.length} queries (${withExamples} with examples) x ${DEPTH} candidates ` +
    `(${POOL === 'own' ? 'every one an implementation of the function' : 'the top of bm25'}), ` +
    `${JOBS} jobs, ${RUNS} runs, cold cache\n`,
);
const names = ['exec-examples', 'exec-consensus'].filter((n) => !ONLY || n === ONLY);
const results: Record<string, { seconds: number[]; suites: number }> = {};
for (let run = 1; run <= RUNS; run++) {
  for (const name of ['floor', ...names]) {
    const r = name === 'floor' ? await timeFloor(input) : await timeReranker(name, input);
    (results[name] ??= { seconds: [], suites: r.suites }).seconds.push(r.seconds);
    process.stdout.write(`run ${run} ${name.padEnd(15)} ${r.seconds.toFixed(1)} s, ${r.suites} suites\n`);
  }
}
for (const [name, r] of Object.entries(results)) {
  const m = median(r.seconds);
  const floor = median(results.floor.seconds);
  process.stdout.write(
    `median ${name.padEnd(15)} ${m.toFixed(1)} s (runs ${r.seconds.map((s) => s.toFixed(1)).join(', ')}), ` +
      `${r.suites} suites run, ${(r.suites / m).toFixed(0)} suites/s, ${(m / floor).toFixed(2)}x the sandbox floor` +
      `${name === 'floor' ? '' : m < 120 ? ': under 120 s' : ': OVER 120 s'}\n`,
  );
}

// Evaluation ranks without full score rows (Retriever.rank): the streamed top k gives the same per-query rows,
// metrics and tie-aware values as ranking the full rows, ties included, and `vectors:` reads corpus.npy once.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs, { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';
import { createRng } from '../../src/core/rng.js';
import { evaluate, judge, judgeRanked, rankPool } from '../../src/evaluate/index.js';
import { languagePools, taskLanguages } from '../../src/evaluate/languages.js';
import { RUN_DEPTH } from '../../src/metrics/index.js';
import { loadRelease, type Release } from '../../src/release/index.js';
import { RankHeap } from '../../src/retrieve/embed/rank-heap.js';
import { npyBytes } from '../../src/retrieve/embed/npy.js';
import { rankRow } from '../../src/retrieve/rank.js';
import { resolveRetriever } from '../../src/retrieve/registry.js';
import type { Retriever } from '../../src/retrieve/types.js';

const RELEASE = join(REPO_ROOT, 'data/release');
const KS = [1, 3, 5, 10];
let dir: string;
let release: Release;
let pools: Release[];
let universe: { queries: string[]; docs: string[] };

before(() => {
  // a few queries of each language of the bundled release, each ranking its whole pool (about 5,000 and 1,000)
  const full = loadRelease(RELEASE);
  const pick = new Set(
    ['python', 'javascript'].flatMap((l) =>
      full.queries
        .filter((q) => q.language === l)
        .slice(0, 6)
        .map((q) => q._id),
    ),
  );
  universe = { queries: full.queries.map((q) => q._id), docs: full.corpus.map((d) => d._id) };
  release = { ...full, queries: full.queries.filter((q) => pick.has(q._id)) };
  pools = languagePools(release, taskLanguages(full)).map((p) => p.release);
  // vectors with ties everywhere: 6 dimensions of 0, 1 or 2 (some rows all zero), float32
  dir = mkdtempSync(join(tmpdir(), 'execret-ranked-'));
  const rng = createRng(3);
  const dim = 6;
  const write = (name: string, ids: string[]): void => {
    const x = new Float32Array(ids.length * dim);
    for (let i = 0; i < x.length; i++) x[i] = rng.int(3);
    writeFileSync(join(dir, `${name}.npy`), npyBytes(x, [ids.length, dim]));
    writeFileSync(join(dir, `${name === 'corpus' ? 'corpus' : 'query'}_ids.txt`), ids.join('\n') + '\n');
  };
  write(
    'queries',
    full.queries.map((q) => q._id),
  );
  write(
    'corpus',
    full.corpus.map((d) => d._id),
  );
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('RankHeap gives what rankRow gives over the full row: top, ties of the last score, watched ranks', () => {
  const rng = createRng(11);
  for (let trial = 0; trial < 300; trial++) {
    const n = 1 + rng.int(60);
    const levels = 1 + rng.int(6);
    const row = Float32Array.from({ length: n }, () => rng.int(levels) / 4);
    const ord = Int32Array.from(Array.from({ length: n }, (_, i) => i).sort(() => rng.int(3) - 1));
    const depth = rng.int(n + 3);
    const watch = [...new Set(Array.from({ length: rng.int(5) }, () => rng.int(n)))];
    const want = rankRow(Float64Array.from(row), ord, depth, watch);
    const heap = new RankHeap(
      depth,
      ord,
      watch,
      Float32Array.from(watch, (d) => row[d]),
    );
    // the row arrives in blocks of random sizes, in a random order of its documents
    const docs = Int32Array.from(Array.from({ length: n }, (_, i) => i).sort(() => rng.int(3) - 1));
    for (let j = 0; j < n;) {
      const m = Math.min(n - j, 1 + rng.int(9));
      const block = docs.subarray(j, j + m);
      heap.offer(
        Float32Array.from(block, (d) => row[d]),
        0,
        m,
        block,
      );
      j += m;
    }
    const got = heap.result();
    const at = `trial ${trial} (n ${n}, depth ${depth})`;
    assert.deepEqual(Array.from(got.top), Array.from(want.top), at);
    assert.deepEqual(Array.from(got.scores), Array.from(want.scores), at);
    assert.equal(got.lastTies, want.lastTies, at);
    assert.equal(got.min, want.minRetrieved, at);
    assert.deepEqual(
      Array.from(got.ranks),
      want.watched.map((w) => w.rank),
      at,
    );
  }
});

/** Each pool's rows judged from the full score rows and from the retriever's rankings: the same, field by field. */
async function sameRows(r: Retriever, only?: string): Promise<void> {
  const mine = only ? pools.filter((p) => p.queries[0].language === only) : pools;
  assert.ok(r.rank, `${r.name} ranks`);
  const ctx = {
    cache: false as const,
    universe: { queries: new Set(universe.queries), docs: new Set(universe.docs) },
  };
  const ranked = await r.rank(
    mine.map((p) => rankPool(p, RUN_DEPTH)),
    ctx,
  );
  for (const [i, p] of mine.entries()) {
    const rows = await r.score(
      p.queries.map((q) => ({ id: q._id, text: q.text })),
      p.corpus.map((d) => ({ id: d._id, text: d.text })),
      ctx,
    );
    assert.deepEqual(judgeRanked(p, ranked[i], KS), judge(p, rows, KS), `${r.name} ${p.queries[0].language}`);
  }
}

test('bm25, tfidf and hashing: rankings give the rows of full score rows', async () => {
  // the JavaScript pool (about 1,000 documents) keeps this quick; bm25 also ranks the Python one
  await sameRows(await resolveRetriever('bm25'));
  for (const spec of ['tfidf', 'hashing']) await sameRows(await resolveRetriever(spec), 'javascript');
});

test('vectors: the streamed rankings give the rows of full score rows, ties across every cut-off included', async () => {
  for (const spec of [
    `vectors:${dir}`,
    `vectors:${dir}?chunk=700`,
    `vectors:${dir}?similarity=dot&kernel=wasm`,
  ]) {
    const r = await resolveRetriever(spec);
    await sameRows(r);
  }
  // the data has ties that straddle the end of the top 100, so the last group is counted past it
  const r = await resolveRetriever(`vectors:${dir}`);
  const [ranked] = await r.rank!([rankPool(pools[0], RUN_DEPTH)], {
    cache: false,
    universe: { queries: new Set(universe.queries), docs: new Set(universe.docs) },
  });
  assert.ok(
    ranked.some(
      (q) => q.lastTies > q.top.filter((_, i) => q.scores[i] === q.scores[q.top.length - 1]).length,
    ),
  );
});

test('vectors: corpus.npy is opened once per evaluation, over every language and density pool', async () => {
  const corpus = join(dir, 'corpus.npy');
  const open = fs.openSync;
  let opens = 0;
  fs.openSync = ((...a: Parameters<typeof open>) => {
    if (a[0] === corpus) opens++;
    return open(...a);
  }) as typeof open;
  syncBuiltinESMExports();
  try {
    const r = await evaluate({
      release: RELEASE,
      retrievers: [`vectors:${dir}`],
      queries: release.queries.map((q) => q._id),
      densities: [1, 2],
      replicates: 20,
      cache: false,
    });
    // one open for the header when the retriever is made, one for the pass: 2 languages x 2 densities = 4 pools
    assert.equal(opens, 2);
    assert.equal(r.summary.systems.length, 2);
  } finally {
    fs.openSync = open;
    syncBuiltinESMExports();
  }
});

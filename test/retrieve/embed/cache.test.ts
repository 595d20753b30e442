import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { createEmbeddingRetriever, EmbeddingCache, cacheKey } from '../../../src/retrieve/embed/index.js';
import { fakeVector, startFakeApi, type FakeApi } from './fake-api.js';

let api: FakeApi;
let dir: string;
before(async () => {
  api = await startFakeApi();
  dir = mkdtempSync(join(tmpdir(), 'execret-cache-'));
});
after(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  api.requests.length = 0;
  api.answered.length = 0;
  api.plan.length = 0;
});

const make = (opts: Record<string, string> = {}) =>
  createEmbeddingRetriever('openai:m', { 'base-url': `${api.url}/v1`, ...opts }, { env: {} });

test('query and document embeddings of the same text are cached separately (mteb #5383)', async () => {
  const cache = join(dir, 'roles.sqlite');
  const r = make({ 'query-prefix': 'search: ' });
  const [q] = await r.embed(['binary search'], 'query', { cache });
  const [d] = await r.embed(['binary search'], 'document', { cache });
  r.close();
  assert.deepEqual(Array.from(q), Array.from(fakeVector('search: binary search')));
  assert.deepEqual(Array.from(d), Array.from(fakeVector('binary search')));
  assert.equal(api.requests.length, 2);
  const c = new EmbeddingCache(cache);
  assert.equal(c.count(), 2);
  c.close();

  // Second run: both served from the cache, each for its own role.
  const r2 = make({ 'query-prefix': 'search: ' });
  const [q2] = await r2.embed(['binary search'], 'query', { cache });
  const [d2] = await r2.embed(['binary search'], 'document', { cache });
  r2.close();
  assert.equal(api.requests.length, 2);
  assert.deepEqual(Array.from(q2), Array.from(q));
  assert.deepEqual(Array.from(d2), Array.from(d));
  assert.equal(r2.usage().cacheHits, 2);
  assert.equal(r2.usage().requests, 0);
});

test('even with identical prompts, the role alone changes the key', () => {
  const p = make();
  const k = (role: 'query' | 'document') => cacheKey(p.provider, role, 'same text');
  assert.notEqual(k('query'), k('document'));
});

test('the key changes with everything that changes the vector', () => {
  const key = (opts: Record<string, string>, model = 'openai:m') =>
    cacheKey(
      createEmbeddingRetriever(model, { 'base-url': `${api.url}/v1`, ...opts }, { env: {} }).provider,
      'document',
      't',
    );
  const base = key({});
  assert.equal(key({ concurrency: '9', 'batch-size': '3' }), base, 'batching does not change vectors');
  assert.notEqual(key({ dimensions: '256' }), base);
  assert.notEqual(key({ 'document-prefix': 'passage: ' }), base);
  assert.notEqual(key({ revision: 'abc123' }), base);
  assert.notEqual(key({}, 'openai:other-model'), base);
});

test('duplicates are embedded once; vectors are stored as float32 blobs', async () => {
  const cache = join(dir, 'dups.sqlite');
  const r = make();
  const v = await r.embed(['a', 'b', 'a', 'a'], 'document', { cache });
  r.close();
  assert.deepEqual(api.answered, ['a', 'b']);
  assert.deepEqual(Array.from(v[2]), Array.from(fakeVector('a')));
  const db = new Database(cache, { readonly: true });
  const rows = db.prepare('SELECT role, dim, length(vector) AS bytes FROM embeddings').all();
  db.close();
  assert.deepEqual(rows, [
    { role: 'document', dim: 6, bytes: 24 },
    { role: 'document', dim: 6, bytes: 24 },
  ]);
});

test('a run killed with SIGKILL midway resumes without re-embedding what it had cached', async () => {
  const cache = join(dir, 'resume.sqlite');
  const texts = Array.from({ length: 12 }, (_, i) => `def f${i}(x): return x + ${i}`);
  // Answer three requests (two texts each), then leave the fourth hanging and kill the child then.
  api.plan.push('ok', 'ok', 'ok', 'hang');
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('./fixtures/cache-child.ts', import.meta.url)),
      `${api.url}/v1`,
      cache,
      JSON.stringify(texts),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  await api.onHang;
  const served = api.answered.length;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, sig) => resolve(sig ? null : code)),
  );
  assert.ok(child.kill('SIGKILL'));
  assert.equal(await exited, null, `child finished before it was killed: ${stderr}`);
  assert.equal(served, 6);

  const c = new EmbeddingCache(cache);
  const cachedCount = c.count();
  c.close();
  assert.equal(cachedCount, 6, 'each answered batch was committed before the next request');

  const firstRun = new Set(api.answered);
  api.requests.length = 0;
  api.answered.length = 0;
  // same name and base-url as the child, so the same cache keys
  const again = createEmbeddingRetriever(
    'openai:resume-model',
    { 'base-url': `${api.url}/v1`, 'batch-size': '2', concurrency: '1' },
    { env: {} },
  );
  const v = await again.embed(texts, 'document', { cache });
  again.close();
  const second = api.requests.flatMap((q) => q.body.input as string[]);
  assert.deepEqual(
    second,
    texts.filter((t) => !firstRun.has(t)),
  );
  assert.equal(second.length, 6);
  v.forEach((vec, i) => assert.deepEqual(Array.from(vec), Array.from(fakeVector(texts[i]))));
  assert.equal(again.usage().cacheHits, 6);
});

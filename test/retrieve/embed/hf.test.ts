// The hf: provider against a tiny real ONNX model made by scripts/make-tiny-onnx.py (a Gather on an 8-wide
// table). Expected vectors are computed by hand from the table in expected.json: the mean (or first, or last)
// of the rows of the input's tokens.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ExecretError } from '../../../src/core/errors.js';
import { createEmbeddingRetriever, findPreset } from '../../../src/retrieve/embed/index.js';

const MODEL_DIR = fileURLToPath(new URL('../../fixtures/tiny-model', import.meta.url));
const expected = JSON.parse(readFileSync(`${MODEL_DIR}/expected.json`, 'utf8')) as {
  vocab: string[];
  table: number[][];
};

/** Word-level tokens as the tiny tokenizer makes them: lowercase, words and punctuation runs, unknown -> [UNK]. */
function tokens(text: string): number[] {
  const words = text.toLowerCase().match(/\w+|[^\w\s]+/g) ?? [];
  return words.map((w) => {
    const i = expected.vocab.indexOf(w);
    return i >= 0 ? i : expected.vocab.indexOf('[UNK]');
  });
}

function byHand(text: string, pooling: 'mean' | 'cls' | 'last', normalize: boolean): number[] {
  const ids = tokens(text);
  const rows = pooling === 'mean' ? ids : pooling === 'cls' ? [ids[0]] : [ids[ids.length - 1]];
  const v = Array.from(
    { length: 8 },
    (_, k) => rows.reduce((s, id) => s + expected.table[id][k], 0) / rows.length,
  );
  if (!normalize) return v.map(Math.fround);
  const n = Math.hypot(...v);
  return v.map((x) => Math.fround(x / n));
}

const near = (a: ArrayLike<number>, b: number[]) =>
  Array.from(a).forEach((x, i) => assert.ok(Math.abs(x - b[i]) < 1e-6, `[${i}] ${x} vs ${b[i]}`));

test('mean pooling over the attention mask equals the average of the table rows (batch with padding)', async () => {
  const r = createEmbeddingRetriever('hf:tiny-model', {
    'model-dir': MODEL_DIR,
    normalize: 'false',
    preset: 'none',
  });
  const texts = ['Hello world', 'sum of a list of numbers', 'return xyz'];
  const v = await r.embed(texts, 'document');
  // exact: table entries are quarters, so these means are exact in float32
  assert.deepEqual(Array.from(v[0]), byHand(texts[0], 'mean', false));
  assert.deepEqual(Array.from(v[1]), byHand(texts[1], 'mean', false));
  assert.deepEqual(Array.from(v[2]), byHand(texts[2], 'mean', false));
  assert.equal(r.usage().tokens, 2 + 6 + 2);
  assert.equal(r.usage().requests, 1);
});

test('normalisation, cls and last-token pooling (last real token, not padding)', async () => {
  const texts = ['sort a list', 'def sum'];
  const norm = createEmbeddingRetriever('hf:tiny-model', { 'model-dir': MODEL_DIR, preset: 'none' });
  const nv = await norm.embed(texts, 'document');
  near(nv[0], byHand(texts[0], 'mean', true));
  const cls = createEmbeddingRetriever('hf:tiny-model', {
    'model-dir': MODEL_DIR,
    pooling: 'cls',
    normalize: 'false',
  });
  const cv = await cls.embed(texts, 'document');
  assert.deepEqual(Array.from(cv[1]), byHand(texts[1], 'cls', false));
  const last = createEmbeddingRetriever('hf:tiny-model', {
    'model-dir': MODEL_DIR,
    pooling: 'last-token',
    normalize: 'false',
  });
  const lv = await last.embed(texts, 'document');
  // 'def sum' is padded to three tokens; its last real token is 'sum'
  assert.deepEqual(Array.from(lv[1]), byHand('sum', 'cls', false));
  assert.deepEqual(Array.from(lv[0]), byHand('list', 'cls', false));
});

test('query/document prefixes from the preset change the vectors', async () => {
  const e5 = createEmbeddingRetriever('hf:tiny-model', {
    'model-dir': MODEL_DIR,
    preset: 'e5',
    normalize: 'false',
  });
  const [q] = await e5.embed(['sort a list'], 'query');
  const [d] = await e5.embed(['sort a list'], 'document');
  assert.deepEqual(Array.from(q), byHand('query: sort a list', 'mean', false));
  assert.deepEqual(Array.from(d), byHand('passage: sort a list', 'mean', false));
  assert.notDeepEqual(Array.from(q), Array.from(d));
  const nomic = createEmbeddingRetriever('hf:tiny-model', {
    'model-dir': MODEL_DIR,
    preset: 'nomic',
    normalize: 'false',
  });
  const [nq] = await nomic.embed(['hello'], 'query');
  assert.deepEqual(Array.from(nq), byHand('search_query: hello', 'mean', false));
});

test('presets are matched from the model name', () => {
  const name = (m: string) => findPreset(m)?.name;
  assert.equal(name('intfloat/e5-base-v2'), 'e5');
  assert.equal(name('intfloat/multilingual-e5-small'), 'e5');
  assert.equal(name('BAAI/bge-small-en-v1.5'), 'bge');
  assert.equal(name('Xenova/bge-m3'), 'bge-m3');
  assert.equal(name('thenlper/gte-small'), 'gte');
  assert.equal(name('Alibaba-NLP/gte-base-en-v1.5'), 'gte-v1.5');
  assert.equal(name('nomic-ai/nomic-embed-text-v1.5'), 'nomic');
  assert.equal(name('Qwen/Qwen3-Embedding-0.6B'), 'qwen3-embedding');
  assert.equal(name('jinaai/jina-embeddings-v2-base-code'), 'jina-code');
  assert.equal(name('sentence-transformers/all-MiniLM-L6-v2'), 'sentence-transformers');
  assert.equal(name('sentence-transformers/multi-qa-mpnet-base-dot-v1'), 'multi-qa-dot');
  assert.equal(name('some/unknown-model'), undefined);
  const qwen = createEmbeddingRetriever('hf:Qwen/Qwen3-Embedding-0.6B', {});
  assert.equal(qwen.config.pooling, 'last-token');
  assert.match(String(qwen.config.queryPrefix), /^Instruct: .+\nQuery:$/);
  assert.equal(qwen.config.documentPrefix, '');
  const bge = createEmbeddingRetriever('hf:BAAI/bge-base-en-v1.5', {});
  assert.equal(bge.config.queryPrefix, 'Represent this sentence for searching relevant passages: ');
  const dot = createEmbeddingRetriever('hf:sentence-transformers/multi-qa-mpnet-base-dot-v1', {});
  assert.equal(dot.config.similarity, 'dot');
  assert.equal(dot.config.normalize, false);
});

test('multi-qa-*-dot scores by unnormalised dot product; others by cosine', async () => {
  const docs = [
    { id: 'a', text: 'hello world' },
    { id: 'b', text: 'sum of numbers' },
  ];
  const queries = [{ id: 'q', text: 'sort a list' }];
  const dot = createEmbeddingRetriever('hf:tiny-model', { 'model-dir': MODEL_DIR, preset: 'multi-qa-dot' });
  const [row] = await dot.score(queries, docs, {});
  // cls pooling, no normalisation: dot of the first tokens' rows
  const q = expected.table[tokens('sort')[0]];
  const a = expected.table[tokens('hello')[0]];
  const b = expected.table[tokens('sum')[0]];
  const dotp = (x: number[], y: number[]) => x.reduce((s, v, i) => s + v * y[i], 0);
  assert.deepEqual(Array.from(row), [dotp(q, a), dotp(q, b)]);
});

test('a missing model-dir is a clear error', async () => {
  const r = createEmbeddingRetriever('hf:tiny-model', { 'model-dir': '/nonexistent/models' });
  await assert.rejects(
    r.embed(['x'], 'query'),
    (e: unknown) => e instanceof ExecretError && /model-dir not found/.test(e.message),
  );
});

test('without the optional package, a clear error says how to install it', async () => {
  const { importTransformers } = await import('../../../src/retrieve/embed/providers/hf.js');
  await assert.rejects(importTransformers('@huggingface/transformers-not-installed'), (e: unknown) => {
    assert.ok(e instanceof ExecretError);
    assert.equal(e.code, 'E_RUNTIME');
    assert.match(
      e.message,
      /needs? the optional package @huggingface\/transformers-not-installed, which is not installed/,
    );
    assert.match(e.hint ?? '', /npm install @huggingface\/transformers-not-installed@3\.8\.1/);
    return true;
  });
});

test('pooling with left padding (as Qwen3 tokenizers pad): mask decides, not position', async () => {
  const { pool } = await import('../../../src/retrieve/embed/providers/hf.js');
  // batch 1, seq 4, hidden 2; the first two positions are padding
  const data = new Float32Array([9, 9, 9, 9, 1, 2, 3, 6]);
  const mask = new BigInt64Array([0n, 0n, 1n, 1n]);
  assert.deepEqual(Array.from(pool(data, mask, 1, 4, 2, 'last-token', false)[0]), [3, 6]);
  assert.deepEqual(Array.from(pool(data, mask, 1, 4, 2, 'mean', false)[0]), [2, 4]);
  assert.deepEqual(Array.from(pool(data, mask, 1, 4, 2, 'cls', false)[0]), [1, 2]);
  assert.deepEqual(Array.from(pool(data, mask, 1, 4, 2, 'last-token', true)[0]), [
    Math.fround(3 / Math.hypot(3, 6)),
    Math.fround(6 / Math.hypot(3, 6)),
  ]);
});

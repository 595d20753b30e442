import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ExecretError } from '../../../src/core/errors.js';
import { createRng } from '../../../src/core/rng.js';
import { createEmbeddingRetriever, embeddingProviders } from '../../../src/retrieve/embed/index.js';
import { parseRetryAfter, type RetryOptions } from '../../../src/core/http.js';
import { withRetry } from '../../../src/retrieve/embed/wrap.js';
import type { EmbeddingProvider } from '../../../src/retrieve/embed/types.js';
import { HttpStatusError } from '../../../src/core/http.js';
import { fakeVector, startFakeApi, type FakeApi } from './fake-api.js';

let api: FakeApi;
before(async () => {
  api = await startFakeApi();
});
after(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.plan.length = 0;
  api.answered.length = 0;
  api.delayMs = 0;
});

const fast: { retry: RetryOptions } = { retry: { baseMs: 5, rng: createRng(1) } };

function assertVectors(got: Float32Array[], sent: string[]): void {
  assert.equal(got.length, sent.length);
  got.forEach((v, i) => assert.deepEqual(Array.from(v), Array.from(fakeVector(sent[i]))));
}

async function rejectsWith(p: Promise<unknown>, check: (e: ExecretError) => void): Promise<void> {
  await assert.rejects(p, (e: unknown) => {
    assert.ok(e instanceof ExecretError, `expected ExecretError, got ${String(e)}`);
    check(e);
    return true;
  });
}

describe('openai-compatible provider', () => {
  test('POST /embeddings with model, input, encoding_format, dimensions and a bearer key; batches; sums prompt_tokens', async () => {
    const r = createEmbeddingRetriever(
      'openai:text-embedding-3-small',
      { 'base-url': `${api.url}/v1`, dimensions: '6', 'batch-size': '2', concurrency: '1' },
      { env: { OPENAI_API_KEY: 'sk-test' }, ...fast },
    );
    const texts = ['def add(a, b): return a + b', 'sum two numbers', 'x y z'];
    const v = await r.embed(texts, 'document');
    assertVectors(v, texts);
    assert.equal(api.requests.length, 2);
    const [first, second] = api.requests;
    assert.equal(first.method, 'POST');
    assert.equal(first.path, '/v1/embeddings');
    assert.equal(first.headers.authorization, 'Bearer sk-test');
    assert.equal(first.headers['content-type'], 'application/json');
    assert.deepEqual(first.body, {
      model: 'text-embedding-3-small',
      input: texts.slice(0, 2),
      encoding_format: 'float',
      dimensions: 6,
    });
    assert.deepEqual(second.body.input, texts.slice(2));
    const u = r.usage();
    assert.equal(u.requests, 2);
    assert.equal(u.tokens, 7 + 3 + 3);
    // text-embedding-3-small is in the price table: $0.02 per 1M tokens
    assert.equal(u.costUsd, (13 * 0.02) / 1e6);
  });

  test('open models served by vLLM/TEI get their preset prefixes; no key needed for a local base-url', async () => {
    const r = createEmbeddingRetriever(
      'openai:intfloat/e5-base-v2',
      { 'base-url': `${api.url}/v1` },
      { env: {} },
    );
    await r.embed(['find max'], 'query');
    await r.embed(['def f(): pass'], 'document');
    assert.deepEqual(api.requests[0].body.input, ['query: find max']);
    assert.deepEqual(api.requests[1].body.input, ['passage: def f(): pass']);
    assert.equal(api.requests[0].headers.authorization, undefined);
    assert.equal(r.config.preset, 'e5');
  });

  test('prefix options override, and the key variable can be renamed', async () => {
    const r = createEmbeddingRetriever(
      'openai:my-model',
      { baseUrl: `${api.url}/v1`, queryPrefix: 'Q> ', 'api-key-env': 'MY_KEY' },
      { env: { MY_KEY: 'abc' } },
    );
    const [v] = await r.embed(['hello'], 'query');
    assert.deepEqual(api.requests[0].body.input, ['Q> hello']);
    assert.equal(api.requests[0].headers.authorization, 'Bearer abc');
    assert.deepEqual(Array.from(v), Array.from(fakeVector('Q> hello')));
  });

  test('a missing key for api.openai.com is an exit-2 error naming the variable', () => {
    assert.throws(
      () => createEmbeddingRetriever('openai:text-embedding-3-small', {}, { env: {} }),
      (e: unknown) => e instanceof ExecretError && e.exitCode === 2 && /OPENAI_API_KEY/.test(e.message),
    );
  });

  test('unknown options and providers get a did-you-mean', () => {
    assert.throws(
      () => createEmbeddingRetriever('openai:m', { 'batch-sise': '2', 'base-url': api.url }, { env: {} }),
      /unknown option "batch-sise" \(did you mean "batch-size"\?\)/,
    );
    assert.throws(() => createEmbeddingRetriever('opena:m', {}, { env: {} }), /did you mean "openai"/);
    assert.deepEqual(Object.keys(embeddingProviders).sort(), ['cohere', 'gemini', 'hf', 'openai', 'voyage']);
  });
});

describe('gemini provider', () => {
  test('batchEmbedContents with taskType per role, outputDimensionality and x-goog-api-key', async () => {
    const r = createEmbeddingRetriever(
      'gemini:gemini-embedding-001',
      { 'base-url': `${api.url}/v1beta`, dimensions: '6' },
      { env: { GOOGLE_API_KEY: 'g-key' } },
    );
    const q = await r.embed(['sort a list'], 'query');
    const d = await r.embed(['def s(x): return sorted(x)', 'pass'], 'document');
    assertVectors(q, ['sort a list']);
    assertVectors(d, ['def s(x): return sorted(x)', 'pass']);
    const [rq, rd] = api.requests;
    assert.equal(rq.path, '/v1beta/models/gemini-embedding-001:batchEmbedContents');
    assert.equal(rq.headers['x-goog-api-key'], 'g-key');
    assert.deepEqual(rq.body, {
      requests: [
        {
          model: 'models/gemini-embedding-001',
          content: { parts: [{ text: 'sort a list' }] },
          taskType: 'CODE_RETRIEVAL_QUERY',
          outputDimensionality: 6,
        },
      ],
    });
    const tasks = (rd.body.requests as { taskType: string }[]).map((x) => x.taskType);
    assert.deepEqual(tasks, ['RETRIEVAL_DOCUMENT', 'RETRIEVAL_DOCUMENT']);
  });

  test('GEMINI_API_KEY is preferred over GOOGLE_API_KEY, and their absence names both', async () => {
    const r = createEmbeddingRetriever(
      'gemini:gemini-embedding-001',
      { 'base-url': `${api.url}/v1beta` },
      { env: { GOOGLE_API_KEY: 'google', GEMINI_API_KEY: 'gemini' } },
    );
    await r.embed(['x'], 'query');
    assert.equal(api.requests[0].headers['x-goog-api-key'], 'gemini');
    assert.throws(
      () => createEmbeddingRetriever('gemini:gemini-embedding-001', {}, { env: {} }),
      /GEMINI_API_KEY or GOOGLE_API_KEY/,
    );
  });
});

describe('voyage provider', () => {
  test('input_type query/document, bearer key, usage.total_tokens', async () => {
    const r = createEmbeddingRetriever(
      'voyage:voyage-code-3',
      { 'base-url': `${api.url}/voyage/v1`, dimensions: '256' },
      { env: { VOYAGE_API_KEY: 'pa-1' } },
    );
    assertVectors(await r.embed(['merge intervals'], 'query'), ['merge intervals']);
    assertVectors(await r.embed(['def merge(): pass'], 'document'), ['def merge(): pass']);
    const [rq, rd] = api.requests;
    assert.equal(rq.path, '/voyage/v1/embeddings');
    assert.equal(rq.headers.authorization, 'Bearer pa-1');
    assert.deepEqual(rq.body, {
      input: ['merge intervals'],
      model: 'voyage-code-3',
      input_type: 'query',
      output_dimension: 256,
    });
    assert.equal(rd.body.input_type, 'document');
    assert.equal(r.usage().tokens, 2 + 3);
  });
});

describe('cohere provider', () => {
  test('/v2/embed with input_type search_query/search_document and embedding_types float; billed units', async () => {
    const r = createEmbeddingRetriever(
      'cohere:embed-v4.0',
      { 'base-url': `${api.url}/v2` },
      { env: { COHERE_API_KEY: 'co-1' } },
    );
    assertVectors(await r.embed(['reverse a string'], 'query'), ['reverse a string']);
    assertVectors(await r.embed(['s[::-1]', 'reversed(s)'], 'document'), ['s[::-1]', 'reversed(s)']);
    const [rq, rd] = api.requests;
    assert.equal(rq.path, '/v2/embed');
    assert.equal(rq.headers.authorization, 'Bearer co-1');
    assert.deepEqual(rq.body, {
      model: 'embed-v4.0',
      texts: ['reverse a string'],
      input_type: 'search_query',
      embedding_types: ['float'],
    });
    assert.equal(rd.body.input_type, 'search_document');
    assert.equal(r.usage().tokens, 3 + 2);
    assert.equal(r.usage().costUsd, (5 * 0.12) / 1e6);
  });
});

describe('retries, timeouts and errors', () => {
  const openai = (extra: Record<string, string> = {}, retry = fast.retry) =>
    createEmbeddingRetriever('openai:m', { 'base-url': `${api.url}/v1`, ...extra }, { env: {}, retry });

  test('429 with Retry-After: 1 waits at least a second, then succeeds', async () => {
    api.plan.push({ status: 429, headers: { 'retry-after': '1' }, body: '{"error":"rate limited"}' });
    const retries: number[] = [];
    const r = openai({}, { ...fast.retry, onRetry: (i) => retries.push(i.waitMs) });
    const t0 = Date.now();
    assertVectors(await r.embed(['a'], 'query'), ['a']);
    assert.ok(Date.now() - t0 >= 950, `waited only ${Date.now() - t0} ms`);
    assert.deepEqual(retries, [1000]);
    assert.equal(api.requests.length, 2);
    assert.deepEqual(api.requests[0].body, api.requests[1].body);
  });

  test('500 then success', async () => {
    api.plan.push({ status: 500, body: 'upstream exploded' });
    assertVectors(await openai().embed(['b', 'c'], 'document'), ['b', 'c']);
    assert.equal(api.requests.length, 2);
  });

  test('a 5xx that never clears fails with provider, status and body after the retries', async () => {
    for (let i = 0; i < 3; i++) api.plan.push({ status: 503, body: '{"error": "overloaded, try later"}' });
    await rejectsWith(openai({ retries: '2' }).embed(['x'], 'query'), (e) => {
      assert.equal(e.code, 'E_PROVIDER');
      assert.match(e.message, /^openai: HTTP 503 \(after 3 attempts\): \{"error": "overloaded, try later"\}/);
    });
    assert.equal(api.requests.length, 3);
  });

  test('401 is not retried and hints at the key', async () => {
    api.plan.push({ status: 401, body: '{"error":{"message":"Incorrect API key provided"}}' });
    await rejectsWith(openai().embed(['x'], 'query'), (e) => {
      assert.match(e.message, /HTTP 401: .*Incorrect API key/);
      assert.match(e.hint ?? '', /API key/);
    });
    assert.equal(api.requests.length, 1);
  });

  test('a malformed 200 response is a clear E_PROVIDER error, not retried', async () => {
    api.plan.push({ status: 200, body: '{"object":"list","results":[1,2]}' });
    await rejectsWith(openai().embed(['x'], 'query'), (e) => {
      assert.equal(e.code, 'E_PROVIDER');
      assert.match(
        e.message,
        /^openai: malformed response \(HTTP 200\): no "data" array; body starts: \{"object":"list"/,
      );
    });
    api.plan.push({ status: 200, body: '<html>gateway</html>' });
    await rejectsWith(openai().embed(['x'], 'query'), (e) =>
      assert.match(e.message, /body is not JSON.*<html>/),
    );
    api.plan.push({ status: 200, body: '{"data":[{"index":0,"embedding":["a"]}]}' });
    await rejectsWith(openai().embed(['x'], 'query'), (e) =>
      assert.match(e.message, /data\[0\]\.embedding is not a float array/),
    );
    assert.equal(api.requests.length, 3);
  });

  test('a slow server times out, is retried, and fails clearly', async () => {
    api.delayMs = 400;
    await rejectsWith(openai({ timeout: '0.05', retries: '1' }).embed(['x'], 'query'), (e) => {
      assert.match(e.message, /openai: request timed out after 50 ms \(after 2 attempts\)/);
    });
    assert.equal(api.requests.length, 2);
  });

  test('connection refused is reported with the provider', async () => {
    // a port that was just free: open a server, note its port, close it
    const gone = await startFakeApi();
    await gone.close();
    const r = createEmbeddingRetriever(
      'openai:m',
      { 'base-url': `${gone.url}/v1`, retries: '0' },
      { env: {} },
    );
    await rejectsWith(r.embed(['x'], 'query'), (e) =>
      assert.match(e.message, /openai: request failed: ECONNREFUSED/),
    );
  });
});

describe('backoff', () => {
  test('Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('Mon, 30 Nov 2026 05:00:00 GMT');
    assert.equal(parseRetryAfter('3', now), 3000);
    assert.equal(parseRetryAfter('0.5', now), 500);
    assert.equal(parseRetryAfter('Mon, 30 Nov 2026 05:00:07 GMT', now), 7000);
    assert.equal(parseRetryAfter('Mon, 30 Nov 2026 04:59:00 GMT', now), 0);
    assert.equal(parseRetryAfter('soon', now), undefined);
    assert.equal(parseRetryAfter(null, now), undefined);
  });

  async function waits(seed: number, retryAfter: string | null = null): Promise<number[]> {
    let calls = 0;
    const flaky: EmbeddingProvider = {
      provider: 'flaky',
      model: 'm',
      similarity: 'cosine',
      vectorIdentity: () => ({}),
      async embed() {
        if (calls++ < 4) throw new HttpStatusError('flaky', 503, 'busy', retryAfter);
        return { vectors: [new Float32Array([1])], usage: { requests: 1, tokens: 0, texts: 1 } };
      },
    };
    const slept: number[] = [];
    const p = withRetry(flaky, {
      retries: 5,
      baseMs: 100,
      rng: createRng(seed),
      now: () => Date.parse('Mon, 30 Nov 2026 05:00:00 GMT'),
      sleep: async (ms) => {
        slept.push(ms);
      },
    });
    await p.embed(['t'], 'query');
    return slept;
  }

  test('exponential with seeded jitter: reproducible, doubling, within [base*2^n, 2*base*2^n)', async () => {
    const a = await waits(7);
    assert.deepEqual(a, await waits(7));
    assert.notDeepEqual(a, await waits(8));
    a.forEach((w, n) => {
      assert.ok(w >= 100 * 2 ** n && w < 200 * 2 ** n, `wait ${n} = ${w}`);
    });
  });

  test('an HTTP-date Retry-After is honoured', async () => {
    assert.deepEqual(await waits(1, 'Mon, 30 Nov 2026 05:00:02 GMT'), [2000, 2000, 2000, 2000]);
  });
});

describe('the dense retriever', () => {
  test('through the provider table: scores align with docs, cosine by hand, cache from ctx', async () => {
    const r = await embeddingProviders.openai.create('openai:code-model', {
      'base-url': `${api.url}/v1`,
      // a flag meant for hf: models reaches every retriever of a run and is ignored here
      'model-dir': '/models',
    });
    const docs = [
      { id: 'd1', text: 'def a(): pass' },
      { id: 'd2', text: 'def b(): return 1' },
      { id: 'd3', text: 'x = 3' },
    ];
    const queries = [
      { id: 'q1', text: 'first' },
      { id: 'q2', text: 'second' },
    ];
    const scores = await r.score(queries, docs, {});
    const unit = (v: Float32Array) => {
      const n = Math.hypot(...v);
      return Array.from(v, (x) => Math.fround(x / n));
    };
    assert.equal(scores.length, 2);
    queries.forEach((q, i) => {
      assert.equal(scores[i].length, 3);
      docs.forEach((d, j) => {
        const a = unit(fakeVector(q.text));
        const b = unit(fakeVector(d.text));
        assert.equal(
          scores[i][j],
          a.reduce((s, x, k) => s + x * b[k], 0),
        );
      });
    });
    assert.equal(r.config.similarity, 'cosine');
    assert.equal(r.config.model, 'code-model');
    assert.deepEqual(r.usage?.().requests, 2);
  });
});

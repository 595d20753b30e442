import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_ARGS, REPO_ROOT, runCli } from '../../helpers/cli.js';
import { ExecretError } from '../../../src/core/errors.js';
import { HOSTED, createHosted } from '../../../src/retrieve/rerank/providers/hosted.js';
import {
  createLlmListwise,
  createLlmPointwise,
  readPermutation,
} from '../../../src/retrieve/rerank/providers/llm.js';
import { createHfRerank } from '../../../src/retrieve/rerank/providers/hf.js';
import { ScoreCache } from '../../../src/retrieve/rerank/cache.js';
import type { Reranker, RerankList } from '../../../src/retrieve/rerank/types.js';
import { fakeScore, startFakeRerankApi, type FakeRerankApi } from './fake-rerank-api.js';

let api: FakeRerankApi;
let dir: string;
before(async () => {
  api = await startFakeRerankApi();
  dir = mkdtempSync(join(tmpdir(), 'execret-rerank-api-'));
});
after(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  api.requests.length = 0;
  api.plan.length = 0;
});

const QUERY = 'add two numbers';
const DOCS = ['def add(a, b): return a + b', 'def add(a, b): return a - b', 'def mul(a, b): return a * b'];
const list = (docs = DOCS): RerankList[] => [
  {
    query: { id: 'q', text: QUERY, language: 'python', entryPoint: 'add' },
    candidates: docs.map((text, i) => ({ id: `d${i}`, text, score: -i })),
  },
];
const KEYS: Record<string, string> = {
  COHERE_API_KEY: 'co-key',
  VOYAGE_API_KEY: 'vo-key',
  JINA_API_KEY: 'jina-key',
};
const FAST = { 'retry-base-ms': '1' };
const PATHS: Record<string, string> = {
  'cohere-rerank': 'cohere',
  'voyage-rerank': 'voyage',
  'jina-rerank': 'jina',
  rerank: 'generic',
  'tei-rerank': 'tei',
};

function hosted(
  key: string,
  opts: Record<string, string> = {},
  env: Record<string, string> = KEYS,
): Reranker {
  return createHosted(
    key,
    HOSTED[key],
    `${key}:m1`,
    { 'base-url': `${api.url}/${PATHS[key]}`, ...FAST, ...opts },
    env,
  );
}

async function rejects(
  p: Promise<unknown> | (() => unknown),
  check: (e: ExecretError) => void,
): Promise<void> {
  const run = typeof p === 'function' ? async () => p() : () => p;
  await assert.rejects(run, (e: unknown) => {
    assert.ok(e instanceof ExecretError, String(e));
    check(e);
    assert.equal(e.exitCode, 2);
    return true;
  });
}

describe('hosted and self-hosted /rerank APIs', () => {
  for (const key of Object.keys(HOSTED)) {
    test(`${key}: the documented request, one score per document in input order, usage, cache`, async () => {
      const r = hosted(key);
      const [scores] = await r.rerank(list(), {});
      assert.deepEqual(
        Array.from(scores),
        DOCS.map((d) => fakeScore(QUERY, d)),
      );
      const req = api.requests[0];
      assert.equal(req.path, `/${PATHS[key]}/rerank`);
      const body = req.body;
      if (key === 'tei-rerank')
        assert.deepEqual(body, { query: QUERY, texts: DOCS, raw_scores: true, return_text: false });
      else if (key === 'voyage-rerank')
        assert.deepEqual(body, { query: QUERY, documents: DOCS, model: 'm1', top_k: 3, truncation: true });
      else if (key === 'cohere-rerank')
        assert.deepEqual(body, { model: 'm1', query: QUERY, documents: DOCS, top_n: 3 });
      else
        assert.deepEqual(body, {
          model: 'm1',
          query: QUERY,
          documents: DOCS,
          top_n: 3,
          return_documents: false,
        });
      const auth = {
        'cohere-rerank': 'Bearer co-key',
        'voyage-rerank': 'Bearer vo-key',
        'jina-rerank': 'Bearer jina-key',
      }[key];
      assert.equal(
        req.headers.authorization,
        auth,
        'the key goes only where it belongs; local servers get none unset',
      );
      assert.equal(r.usage().calls, 1);

      const cache = join(dir, `${key}.sqlite`);
      const first = await hosted(key).rerank(list(), { cache });
      const again = hosted(key);
      const second = await again.rerank(list(), { cache });
      assert.deepEqual(second, first);
      assert.equal(again.usage().calls, 0);
      assert.equal(again.usage().cacheHits, 3);
    });
  }

  test('a missing key is exit 2 naming the variable; a rejected key (401) names it too, without retrying', async () => {
    await rejects(
      () => hosted('cohere-rerank', {}, {}),
      (e) => assert.match(e.message, /set COHERE_API_KEY or CO_API_KEY/),
    );
    await rejects(
      () => hosted('jina-rerank', { 'api-key-env': 'MY_JINA' }, {}),
      (e) => assert.match(e.message, /set MY_JINA/),
    );
    api.plan.push({ status: 401, body: '{"message":"invalid api token"}' });
    await rejects(hosted('voyage-rerank').rerank(list(), {}), (e) => {
      assert.match(e.message, /rejected the key in VOYAGE_API_KEY/);
      assert.match(e.message, /HTTP 401/);
    });
    assert.equal(api.requests.length, 1);
  });

  test('a 429 (with Retry-After) then success gives the same scores; a malformed body names the provider', async () => {
    const plain = await hosted('cohere-rerank').rerank(list(), {});
    api.requests.length = 0;
    api.plan.push(
      { status: 429, body: '{"message":"slow down"}', headers: { 'retry-after': '0' } },
      { status: 503, body: 'busy' },
    );
    const retried = await hosted('cohere-rerank').rerank(list(), {});
    assert.deepEqual(retried, plain);
    assert.equal(api.requests.length, 3);
    api.plan.push({ status: 200, body: '{"results": [{"index": 0}]}' });
    await rejects(hosted('jina-rerank').rerank(list(), {}), (e) =>
      assert.match(
        e.message,
        /^jina-rerank: malformed response \(HTTP 200\): sent 3 documents, got 1 scores/,
      ),
    );
    api.plan.push({ status: 200, body: 'not json' });
    await rejects(hosted('tei-rerank').rerank(list(), {}), (e) =>
      assert.match(e.message, /^tei-rerank: malformed response/),
    );
  });

  test('the cache key changes with the model and base URL, not with batching', async () => {
    const cache = join(dir, 'keys.sqlite');
    await hosted('rerank', { 'batch-size': '2' }).rerank(list(), { cache });
    assert.equal(api.requests.length, 2, 'three documents in batches of two');
    await hosted('rerank', { 'batch-size': '3' }).rerank(list(), { cache });
    assert.equal(api.requests.length, 2);
    const other = createHosted(
      'rerank',
      HOSTED.rerank,
      'rerank:m2',
      { 'base-url': `${api.url}/generic`, ...FAST },
      {},
    );
    await other.rerank(list(), { cache });
    assert.equal(api.requests.length, 3);
    const c = new ScoreCache(cache);
    assert.equal(c.count(), 6);
    c.close();
  });
});

describe('LLM rerankers over an OpenAI-compatible chat API', () => {
  test('pointwise: yes/no logit from top_logprobs, or a 0-10 score; prompt in the config', async () => {
    const r = createLlmPointwise('llm-pointwise:small', { 'base-url': `${api.url}/v1`, ...FAST }, {});
    const [scores] = await r.rerank(list(), {});
    const users = api.requests.map((q) => (q.body.messages as { content: string }[])[1].content);
    assert.equal(api.requests[0].path, '/v1/chat/completions');
    assert.equal(api.requests[0].body.max_tokens, 1);
    assert.equal(api.requests[0].body.logprobs, true);
    assert.ok(users[0].includes(QUERY) && users[0].includes(DOCS[0]));
    const byDoc = DOCS.map((d) => users.find((u) => u.includes(d))!);
    assert.deepEqual(
      Array.from(scores),
      byDoc.map((u) => 2 * fakeScore(u, '') - 1),
    );
    assert.match(String((r.config.prompts as { user: string }).user), /Answer yes or no/);
    const s = createLlmPointwise(
      'llm-pointwise:small',
      { 'base-url': `${api.url}/v1`, mode: 'score', ...FAST },
      {},
    );
    const [ten] = await s.rerank(list(), {});
    assert.ok(Array.from(ten).every((v) => Number.isInteger(v) && v >= 0 && v <= 10));
    api.plan.push({ status: 200, body: '{"choices": [{"message": {"content": "Yes"}}]}' });
    await rejects(
      createLlmPointwise('llm-pointwise:x', { 'base-url': `${api.url}/v1`, ...FAST }, {}).rerank(
        list([DOCS[0]]),
        {},
      ),
      (e) => assert.match(e.message, /^llm-pointwise: malformed response .*top_logprobs/),
    );
    await rejects(
      () => createLlmPointwise('llm-pointwise:gpt-4o-mini', {}, {}),
      (e) => assert.match(e.message, /set OPENAI_API_KEY/),
    );
  });

  test('listwise: RankGPT windows from the bottom up; the answer is parsed leniently', async () => {
    assert.deepEqual(readPermutation('[3] > [1] > [3] > [9]', 4), [2, 0, 1, 3]);
    const docs = ['a', 'bbbbbb', 'cc', 'ddd', 'eeeeeeeeee', 'f'];
    const r = createLlmListwise(
      'llm-listwise:small',
      { 'base-url': `${api.url}/v1`, window: '4', step: '2', ...FAST },
      {},
    );
    const [scores] = await r.rerank(list(docs), {});
    const order = docs
      .map((d, i) => ({ d, s: scores[i] }))
      .sort((x, y) => y.s - x.s)
      .map((x) => x.d);
    assert.equal(order[0], 'eeeeeeeeee', 'the longest climbs from the bottom window to the top');
    assert.equal(api.requests.length, 2, 'windows [2, 6) then [0, 4)');
    assert.equal(r.kind, 'listwise');
    api.plan.push({ status: 429, body: '{}' });
    const again = createLlmListwise(
      'llm-listwise:small',
      { 'base-url': `${api.url}/v1`, window: '4', step: '2', ...FAST },
      {},
    );
    assert.deepEqual(await again.rerank(list(docs), {}), [scores]);
  });
});

describe('error paths of every API reranker, each on its loopback server', () => {
  const ENV = { ...KEYS, RERANK_API_KEY: 'r-key', TEI_API_KEY: 't-key', OPENAI_API_KEY: 'o-key' };
  const VARS: Record<string, RegExp> = {
    'cohere-rerank': /COHERE_API_KEY or CO_API_KEY/,
    'voyage-rerank': /VOYAGE_API_KEY/,
    'jina-rerank': /JINA_API_KEY/,
    rerank: /RERANK_API_KEY/,
    'tei-rerank': /TEI_API_KEY/,
    'llm-pointwise': /OPENAI_API_KEY/,
    'llm-listwise': /OPENAI_API_KEY/,
  };
  const make = (key: string): Reranker =>
    key.startsWith('llm-')
      ? (key === 'llm-pointwise' ? createLlmPointwise : createLlmListwise)(
          `${key}:small`,
          { 'base-url': `${api.url}/v1`, ...FAST },
          ENV,
        )
      : hosted(key, {}, ENV);
  for (const key of Object.keys(VARS)) {
    test(`${key}: a rejected key is exit 2 naming its variable; 429 then success, same scores; malformed names it`, async () => {
      const plain = await make(key).rerank(list(), {});
      api.plan.push({ status: 401, body: '{"error":"invalid key"}' });
      await rejects(make(key).rerank(list(), {}), (e) => {
        assert.match(e.message, VARS[key]);
        assert.match(e.message, /HTTP 401/);
      });
      api.requests.length = 0;
      api.plan.push({ status: 429, body: '{"error":"rate limited"}', headers: { 'retry-after': '0' } });
      const retried = make(key);
      assert.deepEqual(await retried.rerank(list(), {}), plain);
      assert.equal(api.requests.length, retried.usage().calls + 1, 'one request more: the 429, retried');
      api.plan.push({ status: 200, body: '{"unexpected": true}' });
      await rejects(make(key).rerank(list(), {}), (e) =>
        assert.match(e.message, new RegExp(`^${key}: malformed response \\(HTTP 200\\)`)),
      );
    });
  }
});

test('hf-rerank: a local cross-encoder (tiny ONNX model the project generates) scores each pair', async () => {
  const r = createHfRerank('hf-rerank:tiny-cross-encoder', {
    'model-dir': join(REPO_ROOT, 'test/fixtures/tiny-cross-encoder'),
  });
  const [scores] = await r.rerank(list(['def add(a, b): return a + b', 'return a - b']), {});
  // weights (scripts/make-tiny-cross-encoder.py): add 0.25, return 0.5, + 1, - -1; the query adds 0.25 (add)
  assert.deepEqual(Array.from(scores), [0.25 + 0.25 + 0.5 + 1, 0.25 + 0.5 - 1]);
});

test('CLI: a pipeline whose reranker has no key exits 2 naming the variable', () => {
  const r = runCli(
    [
      'eval',
      join(REPO_ROOT, 'test/fixtures/release-mini'),
      '-r',
      'bm25|cohere-rerank:rerank-v3.5',
      '--quiet',
    ],
    {
      env: { ...process.env, COHERE_API_KEY: '', CO_API_KEY: '' },
    },
  );
  assert.equal(r.status, 2, r.stderr);
  assert.match(r.stderr, /cohere-rerank:rerank-v3\.5: no API key: set COHERE_API_KEY or CO_API_KEY/);
  const nomodel = runCli([
    'eval',
    join(REPO_ROOT, 'test/fixtures/release-mini'),
    '-r',
    'bm25|cohere-rerank',
    '--quiet',
  ]);
  assert.equal(nomodel.status, 2);
  assert.match(nomodel.stderr, /give the model, as cohere-rerank:MODEL/);
});

test('CLI: a key the API rejects (401) exits 2 naming the variable, without a stack trace', async () => {
  api.plan.push({ status: 401, body: '{"error":"invalid api key"}' });
  const args = ['eval', join(REPO_ROOT, 'test/fixtures/release-mini'), '-r', 'bm25|rerank:m1', '--quiet'];
  args.push(
    '--base-url',
    `${api.url}/generic`,
    '-O',
    'retry-base-ms=1',
    '--no-cache',
    '--out',
    join(dir, 'cli'),
  );
  // spawned, not spawnSync: the loopback server lives in this process and must keep answering
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, RERANK_API_KEY: 'wrong-key' },
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  const status = await new Promise<number | null>((r) => child.on('close', r));
  assert.equal(status, 2, stderr);
  assert.match(stderr, /rerank:m1: the API rejected the key in RERANK_API_KEY/);
  assert.doesNotMatch(stderr, /\n\s+at /, 'no stack trace');
  assert.equal(api.requests[0].headers.authorization, 'Bearer wrong-key');
});

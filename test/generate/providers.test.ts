/**
 * The chat wire on real HTTP servers on 127.0.0.1: each provider's request and response shapes, the call cache,
 * retries on 429 / 5xx / time-outs, answers that are not JSON or not the shape, the budget, and the registry.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BudgetStop,
  CallCache,
  createChatClient,
  fill,
  generateRegistry,
  loadPrompts,
  PROMPT_NAMES,
  readBugs,
  readJsonObject,
  readTask,
  resolveModel,
  saysCorrect,
  SCHEMAS,
  type ChatRequest,
} from '../../src/generate/index.js';
import { toJsonl } from '../../src/core/jsonl.js';

interface Seen {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> } | 'hang';

async function server(answer: (s: Seen, n: number) => Reply) {
  const seen: Seen[] = [];
  const srv = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const s = {
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(raw) as Record<string, unknown>,
      };
      seen.push(s);
      const a = answer(s, seen.length);
      if (a === 'hang') return;
      res.writeHead(a.status, { 'content-type': 'application/json', ...(a.headers ?? {}) });
      res.end(typeof a.body === 'string' ? a.body : JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((r) => {
        srv.closeAllConnections();
        srv.close(() => r());
      }),
  };
}

const REQ: ChatRequest = {
  system: 'sys',
  messages: [{ role: 'user', content: 'Function name (entry_point): add\nTask (query): add two numbers' }],
  schemaName: 'execret_task',
  schema: SCHEMAS.execret_task,
  temperature: 0,
  seed: 7,
  maxTokens: 100,
};
const CTX = { kind: 'task' as const, entry: 'add', attempt: 1, promptSha256: { 'task.user': 'x' } };
const ANSWER = {
  code: 'def add(a, b):\n    return a + b\n',
  tests: ['assert add(1, 2) == 3'],
  distractors: [],
};
const noWait = async () => {};

test('openai: chat/completions with response_format json_schema, bearer key, usage read; cached on the second call', async () => {
  const s = await server(() => ({
    status: 200,
    body: {
      choices: [{ message: { content: JSON.stringify(ANSWER) } }],
      usage: { prompt_tokens: 1000, completion_tokens: 500 },
    },
  }));
  const dir = mkdtempSync(join(tmpdir(), 'execret-chat-'));
  const cache = new CallCache(join(dir, 'calls.sqlite'));
  try {
    const setup = resolveModel(`openai:gpt-4o-mini?base-url=${s.url}/v1`, {}, { OPENAI_API_KEY: 'sk-test' });
    const client = createChatClient(setup, { cache });
    const r = await client.call(REQ, CTX);
    assert.equal(r.text, JSON.stringify(ANSWER));
    assert.equal(s.seen[0].path, '/v1/chat/completions');
    assert.equal(s.seen[0].headers.authorization, 'Bearer sk-test');
    const b = s.seen[0].body;
    assert.equal(b.model, 'gpt-4o-mini');
    assert.deepEqual(b.messages, [{ role: 'system', content: 'sys' }, REQ.messages[0]]);
    assert.deepEqual(b.response_format, {
      type: 'json_schema',
      json_schema: { name: 'execret_task', schema: SCHEMAS.execret_task, strict: true },
    });
    assert.equal(b.seed, 7);
    assert.equal(b.temperature, 0);
    // gpt-4o-mini: 0.15 in, 0.6 out per 1M tokens
    assert.ok(Math.abs(client.stats.spendUsd! - (1000 * 0.15 + 500 * 0.6) / 1e6) < 1e-12);
    const again = await client.call(REQ, CTX);
    assert.equal(again.cached, true);
    assert.equal(s.seen.length, 1);
    // another attempt, temperature or model is another key
    await client.call(REQ, { ...CTX, attempt: 2 });
    await client.call({ ...REQ, temperature: 0.5 }, CTX);
    assert.equal(s.seen.length, 3);
  } finally {
    cache.close();
    await s.close();
  }
});

test('anthropic: messages with a forced tool whose input_schema is the schema; the tool input is the answer', async () => {
  const s = await server(() => ({
    status: 200,
    body: {
      content: [
        { type: 'text', text: 'Here it is.' },
        { type: 'tool_use', id: 't1', name: 'execret_task', input: ANSWER },
      ],
      usage: { input_tokens: 10, output_tokens: 20 },
    },
  }));
  try {
    const setup = resolveModel(
      `anthropic:claude-haiku-4-5?base-url=${s.url}/v1`,
      {},
      { ANTHROPIC_API_KEY: 'ak' },
    );
    const r = await createChatClient(setup, {}).call(REQ, CTX);
    assert.deepEqual(JSON.parse(r.text), ANSWER);
    assert.deepEqual(r.usage, { inputTokens: 10, outputTokens: 20 });
    const { path, headers, body } = s.seen[0];
    assert.equal(path, '/v1/messages');
    assert.equal(headers['x-api-key'], 'ak');
    assert.equal(headers['anthropic-version'], '2023-06-01');
    assert.equal(body.system, 'sys');
    assert.deepEqual(body.messages, REQ.messages);
    assert.equal(body.max_tokens, 100);
    assert.deepEqual(body.tools, [
      {
        name: 'execret_task',
        description: 'Return the answer in this shape.',
        input_schema: SCHEMAS.execret_task,
      },
    ]);
    assert.deepEqual(body.tool_choice, { type: 'tool', name: 'execret_task' });
  } finally {
    await s.close();
  }
  assert.throws(
    () => resolveModel('anthropic:claude-haiku-4-5', {}, {}),
    /no API key: set ANTHROPIC_API_KEY/,
  );
});

test('gemini: generateContent with systemInstruction, model turns and responseJsonSchema; parts joined', async () => {
  const text = JSON.stringify(ANSWER);
  const s = await server(() => ({
    status: 200,
    body: {
      candidates: [
        {
          content: {
            parts: [
              { text: 'thinking', thought: true },
              { text: text.slice(0, 10) },
              { text: text.slice(10) },
            ],
          },
        },
      ],
      usageMetadata: { promptTokenCount: 5, candidatesTokenCount: 6, thoughtsTokenCount: 1 },
    },
  }));
  try {
    const setup = resolveModel(
      `gemini:gemini-2.5-flash?base-url=${s.url}/v1beta`,
      {},
      { GOOGLE_API_KEY: 'gk' },
    );
    const req: ChatRequest = {
      ...REQ,
      messages: [...REQ.messages, { role: 'assistant', content: 'a' }, { role: 'user', content: 'fix' }],
    };
    const r = await createChatClient(setup, {}).call(req, CTX);
    assert.equal(r.text, text);
    assert.deepEqual(r.usage, { inputTokens: 5, outputTokens: 7 });
    const { path, headers, body } = s.seen[0];
    assert.equal(path, '/v1beta/models/gemini-2.5-flash:generateContent');
    assert.equal(headers['x-goog-api-key'], 'gk');
    assert.deepEqual(body.systemInstruction, { parts: [{ text: 'sys' }] });
    assert.deepEqual(
      (body.contents as { role: string }[]).map((c) => c.role),
      ['user', 'model', 'user'],
    );
    assert.deepEqual(body.generationConfig, {
      temperature: 0,
      seed: 7,
      maxOutputTokens: 100,
      responseMimeType: 'application/json',
      responseJsonSchema: SCHEMAS.execret_task,
    });
  } finally {
    await s.close();
  }
});

test('429 (with Retry-After), 500 and a hung request are retried with backoff; a 400 fails at once as E_PROVIDER', async () => {
  const ok = { status: 200, body: { choices: [{ message: { content: '{}' } }] } };
  const s = await server((_s, n) =>
    n === 1
      ? { status: 429, body: '{"error":"slow down"}', headers: { 'retry-after': '2' } }
      : n === 2
        ? { status: 503, body: 'busy' }
        : n === 3
          ? 'hang'
          : ok,
  );
  const waits: number[] = [];
  try {
    const setup = resolveModel(`openai:m?base-url=${s.url}/v1&timeout=0.5&retry-base-ms=10`, {}, {});
    const client = createChatClient(setup, { sleep: async (ms) => void waits.push(ms) });
    const r = await client.call(REQ, CTX);
    assert.equal(r.text, '{}');
    assert.equal(s.seen.length, 4);
    assert.equal(waits.length, 3);
    assert.ok(waits[0] >= 2000, 'Retry-After is a floor');
    assert.equal(client.stats.requests, 1);
    assert.equal(client.stats.spendUsd, null, 'no price for openai:m');
  } finally {
    await s.close();
  }
  const bad = await server(() => ({ status: 400, body: '{"error":"bad schema"}' }));
  try {
    const client = createChatClient(resolveModel(`openai:m?base-url=${bad.url}/v1`, {}, {}), {
      sleep: noWait,
    });
    await assert.rejects(
      client.call(REQ, CTX),
      (e: Error & { code?: string }) => e.code === 'E_PROVIDER' && /HTTP 400/.test(e.message),
    );
    assert.equal(bad.seen.length, 1);
  } finally {
    await bad.close();
  }
});

test('answers are read leniently and checked strictly', () => {
  assert.deepEqual(readJsonObject('Sure:\n```json\n{"a": 1}\n```\nDone.'), { ok: true, value: { a: 1 } });
  assert.deepEqual(readJsonObject('The answer is {"a": 2} as asked'), { ok: true, value: { a: 2 } });
  assert.match((readJsonObject('no json here') as { message: string }).message, /not a JSON object/);
  const d = { bug_type: 'off_by_one', code: 'x', description: 'y' };
  const t = (o: unknown) => readTask(JSON.stringify(o), 4);
  assert.equal(t({ code: 'c', tests: ['t'], distractors: [d, d, d, d] }).ok, true);
  assert.match(
    (t({ code: 'c', tests: ['t'], distractors: [d] }) as { message: string }).message,
    /distractors: expected 4, got 1/,
  );
  assert.match(
    (
      t({ code: 'c', tests: ['t'], distractors: [d, d, d, { ...d, bug_type: 'typo' }] }) as {
        message: string;
      }
    ).message,
    /distractors\[3\]\.bug_type: "typo" is not one of/,
  );
  assert.match(
    (t({ code: 'c', tests: 't', distractors: [] }) as { message: string }).message,
    /tests: expected an array/,
  );
  assert.match(
    (t({ code: 'c', tests: ['t'], distractors: [d, d, d, d], extra: 1 }) as { message: string }).message,
    /answer\.extra: unknown field/,
  );
  assert.equal(readBugs('{"bugs": [{"code": "c", "description": "d"}]}').ok, true);
  assert.equal(saysCorrect('This version is equivalent to the original; no bug.'), true);
  assert.equal(saysCorrect('The rewrite is still correct for every input.'), true);
  assert.equal(saysCorrect('Returns an incorrect result for empty lists.'), false);
  assert.equal(saysCorrect('Off by one in the main loop.'), false);
});

test('--max-cost stops before a call would pass it; an unknown price with --max-cost is a usage error', async () => {
  const s = await server(() => ({
    status: 200,
    body: {
      choices: [{ message: { content: '{}' } }],
      usage: { prompt_tokens: 100, completion_tokens: 100 },
    },
  }));
  try {
    const setup = resolveModel(`openai:m?base-url=${s.url}/v1&price-in=1000&price-out=1000`, {}, {});
    // worst case of REQ: (chars/3) in + 100 out tokens at 1000 USD per 1M = 0.30 USD; the first costs 0.20 as reported
    const client = createChatClient(setup, { maxCostUsd: 0.35 });
    await client.call(REQ, CTX);
    await assert.rejects(client.call(REQ, { ...CTX, attempt: 2 }), BudgetStop);
    assert.equal(s.seen.length, 1);
    assert.throws(
      () => createChatClient(resolveModel(`openai:m?base-url=${s.url}/v1`, {}, {}), { maxCostUsd: 1 }),
      /cost of openai:m is unknown/,
    );
  } finally {
    await s.close();
  }
  assert.throws(() => resolveModel('openai:gpt-4o-mini', {}, {}), /no API key: set OPENAI_API_KEY/);
  assert.throws(
    () => resolveModel('opena:gpt-4o-mini', {}, {}),
    /unknown chat provider "opena" \(did you mean "openai"\?\)/,
  );
  assert.throws(
    () => resolveModel('openai:m?temprature=1', {}, {}),
    /unknown option "temprature" \(did you mean "temperature"\?\)/,
  );
});

test('generate registry: batches per domain, drops repeated names, near-duplicate queries and --against ones, says why', async () => {
  const drafts: Record<string, { entry_point: string; query: string; domain: string }[][]> = {
    strings: [
      [
        {
          entry_point: 'reverse_words',
          query: 'Reverse the order of the words in a sentence.',
          domain: 'strings',
        },
        {
          entry_point: 'is_palindrome',
          query: 'Tell whether a string reads the same backwards.',
          domain: 'strings',
        },
        {
          entry_point: 'reverseWords',
          query: 'Split a text on spaces and join the words back reversed.',
          domain: 'strings',
        },
      ],
      [
        {
          entry_point: 'word_order_reversed',
          query: 'Reverse the order of the words in a sentence.',
          domain: 'strings',
        },
        {
          entry_point: 'count_vowels',
          query: 'Count the vowels of a string, upper or lower case.',
          domain: 'strings',
        },
        {
          entry_point: 'run_length',
          query: 'Run-length encode a string as letter and count pairs.',
          domain: 'strings',
        },
      ],
    ],
  };
  const s = await server((seen, n) => {
    const user = (seen.body.messages as { role: string; content: string }[])[1].content;
    const domain = /domain "(\w+)"/.exec(user)![1];
    const entries = drafts[domain][n - 1] ?? [];
    return { status: 200, body: { choices: [{ message: { content: JSON.stringify({ entries }) } }] } };
  });
  const dir = mkdtempSync(join(tmpdir(), 'execret-registry-'));
  const against = join(dir, 'against.jsonl');
  writeFileSync(
    against,
    toJsonl([
      {
        id: 'cv',
        language: 'python',
        query: 'Count the vowels of a string, upper or lower case.',
        entry_point: 'vowel_count',
        code: 'def vowel_count(s):\n    return 0\n',
        tests: ['assert vowel_count("") == 0'],
      },
    ]),
  );
  try {
    const r = await generateRegistry({
      model: resolveModel(`openai:m?base-url=${s.url}/v1`, {}, {}),
      domains: ['strings'],
      perDomain: 5,
      batch: 3,
      out: join(dir, 'registry.jsonl'),
      against,
      callCache: join(dir, 'calls.sqlite'),
    });
    const kept = readFileSync(join(dir, 'registry.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.deepEqual(
      kept.map((k) => k.entry_point),
      ['reverse_words', 'is_palindrome', 'run_length'],
    );
    const dropped = readFileSync(r.droppedFile, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.deepEqual(
      dropped.map((d) => [d.entry_point, d.reason, d.other]),
      [
        ['reverseWords', 'duplicate-name', 'reverse_words'],
        ['word_order_reversed', 'similar-query', 'reverse_words'],
        ['count_vowels', 'against-query', 'cv'],
      ],
    );
    assert.equal(dropped[1].cosine, 1);
    assert.equal(r.kept, 3);
    // short of 5, it asks again, up to 3 calls per batch needed (here 6), then stops
    assert.deepEqual(r.perDomain.strings, { kept: 3, drafted: 6, calls: 6 });
    assert.deepEqual(r.dropped, { 'against-query': 1, 'duplicate-name': 1, 'similar-query': 1 });
    // the names so far are passed on to avoid
    assert.match(JSON.stringify(s.seen[1].body), /reverse_words, is_palindrome/);
  } finally {
    await s.close();
  }
});

test('docs/generate.md shows every bundled prompt as it is', () => {
  const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'generate.md'), 'utf8');
  const prompts = loadPrompts();
  for (const name of PROMPT_NAMES)
    assert.ok(doc.includes(prompts.text[name].trimEnd()), `${name} is not in docs/generate.md as written`);
});

test('--prompts DIR replaces the files it holds; each prompt is known by its sha256', () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-prompts-'));
  writeFileSync(join(dir, 'task.user.txt'), 'Write {entry_point}: {query}. {unknown} stays.');
  const bundled = loadPrompts();
  const own = loadPrompts(dir);
  assert.notEqual(own.sha256['task.user'], bundled.sha256['task.user']);
  assert.equal(own.sha256['task.system'], bundled.sha256['task.system']);
  assert.equal(own.from['task.user'], join(dir, 'task.user.txt'));
  assert.equal(own.from['task.system'], 'bundled');
  assert.equal(
    fill(own.text['task.user'], { entry_point: 'f', query: 'q {query}' }),
    'Write f: q {query}. {unknown} stays.',
  );
  assert.throws(() => loadPrompts(join(dir, 'missing')), /prompts folder not found/);
});

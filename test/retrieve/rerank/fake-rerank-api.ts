/**
 * A real HTTP server on 127.0.0.1 that speaks the documented shapes of the rerank APIs execret calls (Cohere
 * /v2/rerank, Voyage /v1/rerank, Jina /v1/rerank, the common /rerank of vLLM, llama.cpp and Infinity, TEI's
 * /rerank) and OpenAI-compatible /chat/completions, and records every request. Scores are a deterministic
 * function of the texts it received (fakeScore), so tests check what was sent and what came back. Scripted
 * responses (429, 401, malformed bodies) are queued with `plan`.
 */
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export function fakeScore(query: string, doc: string): number {
  return createHash('sha256').update(`${query}\u0000${doc}`).digest()[0] / 256;
}

export interface Recorded {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

export interface FakeRerankApi {
  url: string;
  requests: Recorded[];
  plan: ({ status: number; body: string; headers?: Record<string, string> } | 'ok')[];
  close(): Promise<void>;
}

function rerankAnswer(path: string, body: Record<string, unknown>): unknown {
  const query = String(body.query);
  const docs = (body.documents ?? body.texts) as string[];
  const scored = docs.map((d, index) => ({ index, s: fakeScore(query, d) })).sort((a, b) => b.s - a.s);
  if (path.startsWith('/tei')) return scored.map((x) => ({ index: x.index, score: x.s }));
  if (path.startsWith('/voyage'))
    return {
      object: 'list',
      data: scored.map((x) => ({ index: x.index, relevance_score: x.s })),
      usage: { total_tokens: 7 },
    };
  return {
    results: scored.map((x) => ({ index: x.index, relevance_score: x.s })),
    meta: { billed_units: { search_units: 1 } },
    usage: { total_tokens: 5 },
  };
}

/** Chat: yes/no logprobs from the user message's fakeScore; a 0-10 score; or a RankGPT permutation by length. */
function chatAnswer(body: Record<string, unknown>): unknown {
  const messages = body.messages as { role: string; content: string }[];
  const user = messages[messages.length - 1].content;
  const usage = { prompt_tokens: 10, completion_tokens: 1, total_tokens: 11 };
  if (body.logprobs) {
    const s = fakeScore(user, '');
    const top = [
      { token: 'Yes', logprob: -(1 - s) },
      { token: ' no', logprob: -s },
      { token: 'maybe', logprob: -5 },
    ];
    return {
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: 'Yes' },
          logprobs: { content: [{ token: 'Yes', logprob: top[0].logprob, top_logprobs: top }] },
        },
      ],
      usage,
    };
  }
  const passages = [...user.matchAll(/^\[(\d+)\]\n([\s\S]*?)(?=\n\n\[\d+\]\n|\n\nAnswer with)/gm)].map(
    (m) => ({ n: Number(m[1]), len: m[2].length }),
  );
  if (passages.length) {
    const order = passages.sort((a, b) => b.len - a.len || a.n - b.n).map((p) => `[${p.n}]`);
    return { choices: [{ index: 0, message: { role: 'assistant', content: order.join(' > ') } }], usage };
  }
  return {
    choices: [
      { index: 0, message: { role: 'assistant', content: String(Math.round(10 * fakeScore(user, ''))) } },
    ],
    usage,
  };
}

export async function startFakeRerankApi(): Promise<FakeRerankApi> {
  const api: FakeRerankApi = {
    url: '',
    requests: [],
    plan: [],
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      const path = req.url ?? '';
      api.requests.push({ path, headers: req.headers, body });
      const step = api.plan.shift();
      if (step && step !== 'ok') {
        res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers });
        res.end(step.body);
        return;
      }
      const answer = path.endsWith('/chat/completions') ? chatAnswer(body) : rerankAnswer(path, body);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}

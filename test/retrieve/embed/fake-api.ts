/**
 * A real HTTP server on 127.0.0.1 that speaks the request/response shapes of the embedding APIs we call
 * (OpenAI-compatible /v1/embeddings, Voyage /v1/embeddings, Gemini :batchEmbedContents, Cohere /v2/embed)
 * and records every request. Vectors are a deterministic function of the text the server received
 * (fakeVector), so tests can check both what was sent and what came back. Scripted responses (429, 500,
 * malformed bodies, a hang) are queued with `plan`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export const DIM = 6;

/** The vector the fake server returns for a text: sha256 bytes mapped to [-1, 1). */
export function fakeVector(text: string, dim = DIM): Float32Array {
  const h = createHash('sha256').update(text).digest();
  return Float32Array.from({ length: dim }, (_, k) => (h[k] - 128) / 128);
}

export interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface Scripted {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

export interface FakeApi {
  url: string;
  requests: Recorded[];
  /** queue responses for the next requests, in order ('ok' = a normal answer); then it answers normally */
  plan: (Scripted | 'hang' | 'ok')[];
  /** texts the server answered successfully, in order */
  answered: string[];
  /** delay before each normal answer, ms */
  delayMs: number;
  /** resolves when a request is left hanging */
  onHang: Promise<void>;
  close(): Promise<void>;
}

function texts(path: string, body: Record<string, unknown>): string[] {
  if (path.endsWith(':batchEmbedContents')) {
    return (body.requests as { content: { parts: { text: string }[] } }[]).map(
      (r) => r.content.parts[0].text,
    );
  }
  if (path.endsWith('/embed')) return body.texts as string[];
  const input = body.input;
  return Array.isArray(input) ? (input as string[]) : [input as string];
}

function answer(path: string, body: Record<string, unknown>): unknown {
  const ts = texts(path, body);
  const tokens = ts.reduce((n, t) => n + t.split(/\s+/).filter(Boolean).length, 0);
  if (path.endsWith(':batchEmbedContents')) {
    return { embeddings: ts.map((t) => ({ values: Array.from(fakeVector(t)) })) };
  }
  if (path.endsWith('/embed')) {
    return {
      id: 'fake',
      embeddings: { float: ts.map((t) => Array.from(fakeVector(t))) },
      texts: ts,
      meta: { api_version: { version: '2' }, billed_units: { input_tokens: tokens } },
    };
  }
  // OpenAI and Voyage share this shape; return the items in reverse to check we sort by index.
  const data = ts
    .map((t, index) => ({ object: 'embedding', embedding: Array.from(fakeVector(t)), index }))
    .reverse();
  return {
    object: 'list',
    data,
    model: body.model,
    usage: path.includes('voyage')
      ? { total_tokens: tokens }
      : { prompt_tokens: tokens, total_tokens: tokens },
  };
}

export async function startFakeApi(): Promise<FakeApi> {
  let hung: () => void = () => {};
  const hangs: ServerResponse[] = [];
  const api: FakeApi = {
    url: '',
    requests: [],
    plan: [],
    answered: [],
    delayMs: 0,
    onHang: new Promise<void>((r) => (hung = r)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const h of hangs) h.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        /* recorded as {} */
      }
      const path = req.url ?? '';
      api.requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      const step = api.plan.shift();
      if (step === 'hang') {
        hangs.push(res);
        hung();
        return;
      }
      if (step && step !== 'ok') {
        res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers });
        res.end(step.body);
        return;
      }
      const send = () => {
        api.answered.push(...texts(path, body));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer(path, body)));
      };
      if (api.delayMs > 0) setTimeout(send, api.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}

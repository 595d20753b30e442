/**
 * What every chat provider does the same way: one JSON POST per completion, the answer's text read from the reply
 * (or E_PROVIDER, "malformed", naming what is missing), and the token counts when the API reports them. Each
 * provider file says only what differs: its URL, key header, request body and where the answer lies.
 */
import { isRecord, malformed, postJson } from '../../core/http.js';
import type { ChatProvider, ChatReply, ChatRequest, ChatUsage } from '../types.js';

export interface JsonChatApi {
  /** the table key, also the name in error messages */
  provider: string;
  url(baseUrl: string, model: string): string;
  /** the headers that carry the key (and any fixed header of the API) */
  headers(apiKey: string | undefined): Record<string, string>;
  body(model: string, req: ChatRequest): Record<string, unknown>;
  /** the answer's text in the reply's JSON, or `{ missing }`: what the reply lacks (for the error) */
  text(json: unknown, req: ChatRequest): string | { missing: string };
  /** the token counts in the reply's JSON, or null when it has none */
  usage(json: unknown): ChatUsage | null;
}

/** A ChatProvider of `model` at `baseUrl` over the API `api`. */
export function jsonChatProvider(
  api: JsonChatApi,
  model: string,
  setup: { baseUrl: string; apiKey: string | undefined },
): ChatProvider {
  const { baseUrl } = setup;
  const headers = api.headers(setup.apiKey);
  const url = api.url(baseUrl, model);
  return {
    provider: api.provider,
    model,
    baseUrl,
    async complete(req, signal): Promise<ChatReply> {
      const res = await postJson(api.provider, url, headers, api.body(model, req), signal);
      const text = api.text(res.json, req);
      if (typeof text !== 'string') throw malformed(api.provider, res.status, res.text, text.missing);
      return { text, usage: api.usage(res.json) };
    },
  };
}

/** `json[key]` when `json` is an object and it is one too. */
export function recordAt(json: unknown, key: string): Record<string, unknown> | undefined {
  const v = isRecord(json) ? json[key] : undefined;
  return isRecord(v) ? v : undefined;
}

/** Input and output token counts under the API's own names, when both are numbers. */
export function tokenCounts(
  u: Record<string, unknown> | undefined,
  input: string,
  output: string,
): ChatUsage | null {
  return u && typeof u[input] === 'number' && typeof u[output] === 'number'
    ? { inputTokens: u[input] as number, outputTokens: u[output] as number }
    : null;
}

/**
 * OpenAI-compatible chat completions: `POST {base-url}/chat/completions` (OpenAI, vLLM, Ollama, llama.cpp's
 * llama-server, LM Studio, and any server that speaks the API). JSON is asked for with
 * `response_format: {"type": "json_schema", "json_schema": {"name", "schema", "strict": true}}`.
 */
import { isRecord } from '../../core/http.js';
import type { ChatProviderFactory, ChatRequest } from '../types.js';
import { jsonChatProvider, recordAt, tokenCounts, type JsonChatApi } from './json-chat.js';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

export function openaiBody(model: string, req: ChatRequest): Record<string, unknown> {
  return {
    model,
    messages: [{ role: 'system', content: req.system }, ...req.messages],
    temperature: req.temperature,
    ...(req.seed !== undefined ? { seed: req.seed } : {}),
    max_tokens: req.maxTokens,
    response_format: {
      type: 'json_schema',
      json_schema: { name: req.schemaName, schema: req.schema, strict: true },
    },
  };
}

const openaiApi: JsonChatApi = {
  provider: 'openai',
  url: (baseUrl) => `${baseUrl}/chat/completions`,
  headers: (apiKey): Record<string, string> => (apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
  body: openaiBody,
  text(json) {
    const choices = isRecord(json) ? json.choices : undefined;
    const msg = Array.isArray(choices) && isRecord(choices[0]) ? choices[0].message : undefined;
    const text = isRecord(msg) ? msg.content : undefined;
    return typeof text === 'string' ? text : { missing: 'no choices[0].message.content' };
  },
  usage: (json) => tokenCounts(recordAt(json, 'usage'), 'prompt_tokens', 'completion_tokens'),
};

export const openaiChat: ChatProviderFactory = {
  description: 'OpenAI-compatible chat completions (OpenAI, vLLM, Ollama, llama.cpp, LM Studio via base-url)',
  defaultBaseUrl: OPENAI_BASE_URL,
  keyEnv: ['OPENAI_API_KEY'],
  keyRequired: (url) => url === OPENAI_BASE_URL,
  create: (model, setup) => jsonChatProvider(openaiApi, model, setup),
};

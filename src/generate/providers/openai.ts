/**
 * OpenAI-compatible chat completions: `POST {base-url}/chat/completions` (OpenAI, vLLM, Ollama, llama.cpp's
 * llama-server, LM Studio, and any server that speaks the API). JSON is asked for with
 * `response_format: {"type": "json_schema", "json_schema": {"name", "schema", "strict": true}}`.
 */
import { isRecord, malformed, postJson } from '../../core/http.js';
import type { ChatProvider, ChatProviderFactory, ChatReply, ChatRequest } from '../types.js';

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

export const openaiChat: ChatProviderFactory = {
  description: 'OpenAI-compatible chat completions (OpenAI, vLLM, Ollama, llama.cpp, LM Studio via base-url)',
  defaultBaseUrl: OPENAI_BASE_URL,
  keyEnv: ['OPENAI_API_KEY'],
  keyRequired: (url) => url === OPENAI_BASE_URL,
  create(model, { baseUrl, apiKey }): ChatProvider {
    const headers: Record<string, string> = apiKey ? { authorization: `Bearer ${apiKey}` } : {};
    return {
      provider: 'openai',
      model,
      baseUrl,
      async complete(req, signal): Promise<ChatReply> {
        const res = await postJson(
          'openai',
          `${baseUrl}/chat/completions`,
          headers,
          openaiBody(model, req),
          signal,
        );
        const choices = isRecord(res.json) ? res.json.choices : undefined;
        const msg = Array.isArray(choices) && isRecord(choices[0]) ? choices[0].message : undefined;
        const text = isRecord(msg) ? msg.content : undefined;
        if (typeof text !== 'string')
          throw malformed('openai', res.status, res.text, 'no choices[0].message.content');
        const u = isRecord(res.json) && isRecord(res.json.usage) ? res.json.usage : undefined;
        const usage =
          u && typeof u.prompt_tokens === 'number' && typeof u.completion_tokens === 'number'
            ? { inputTokens: u.prompt_tokens, outputTokens: u.completion_tokens }
            : null;
        return { text, usage };
      },
    };
  },
};

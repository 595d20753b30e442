/**
 * Anthropic's Messages API: `POST {base-url}/messages` with `x-api-key` and `anthropic-version: 2023-06-01`.
 * Structured output through a forced tool: one tool named after the schema whose `input_schema` is the schema,
 * and `tool_choice: {"type": "tool", "name"}`; the answer is that tool call's `input`. A plain text answer is read
 * too (leniently, as every answer is).
 */
import { isRecord } from '../../core/http.js';
import type { ChatProviderFactory, ChatRequest } from '../types.js';
import { jsonChatProvider, recordAt, tokenCounts, type JsonChatApi } from './json-chat.js';

export const ANTHROPIC_BASE_URL = 'https://api.anthropic.com/v1';
export const ANTHROPIC_VERSION = '2023-06-01';

export function anthropicBody(model: string, req: ChatRequest): Record<string, unknown> {
  return {
    model,
    max_tokens: req.maxTokens,
    system: req.system,
    messages: req.messages,
    temperature: req.temperature,
    tools: [
      {
        name: req.schemaName,
        description: 'Return the answer in this shape.',
        input_schema: req.schema,
      },
    ],
    tool_choice: { type: 'tool', name: req.schemaName },
  };
}

const anthropicApi: JsonChatApi = {
  provider: 'anthropic',
  url: (baseUrl) => `${baseUrl}/messages`,
  headers: (apiKey) => ({
    'anthropic-version': ANTHROPIC_VERSION,
    ...(apiKey ? { 'x-api-key': apiKey } : {}),
  }),
  body: anthropicBody,
  text(json, req) {
    const content = isRecord(json) ? json.content : undefined;
    if (!Array.isArray(content)) return { missing: 'no content array' };
    const tool = content.find((c) => isRecord(c) && c.type === 'tool_use' && c.name === req.schemaName);
    const texts = content.filter((c) => isRecord(c) && c.type === 'text' && typeof c.text === 'string');
    if (isRecord(tool) && tool.input !== undefined) return JSON.stringify(tool.input);
    if (texts.length) return texts.map((c) => (c as { text: string }).text).join('');
    return { missing: `no tool_use block named ${req.schemaName} and no text` };
  },
  usage: (json) => tokenCounts(recordAt(json, 'usage'), 'input_tokens', 'output_tokens'),
};

export const anthropicChat: ChatProviderFactory = {
  description: "Anthropic's Messages API (structured output through a forced tool call)",
  defaultBaseUrl: ANTHROPIC_BASE_URL,
  keyEnv: ['ANTHROPIC_API_KEY'],
  keyRequired: () => true,
  create: (model, setup) => jsonChatProvider(anthropicApi, model, setup),
};

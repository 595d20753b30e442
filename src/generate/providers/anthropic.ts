/**
 * Anthropic's Messages API: `POST {base-url}/messages` with `x-api-key` and `anthropic-version: 2023-06-01`.
 * Structured output through a forced tool: one tool named after the schema whose `input_schema` is the schema,
 * and `tool_choice: {"type": "tool", "name"}`; the answer is that tool call's `input`. A plain text answer is read
 * too (leniently, as every answer is).
 */
import { isRecord, malformed, postJson } from '../../core/http.js';
import type { ChatProvider, ChatProviderFactory, ChatReply, ChatRequest } from '../types.js';

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

export const anthropicChat: ChatProviderFactory = {
  description: "Anthropic's Messages API (structured output through a forced tool call)",
  defaultBaseUrl: ANTHROPIC_BASE_URL,
  keyEnv: ['ANTHROPIC_API_KEY'],
  keyRequired: () => true,
  create(model, { baseUrl, apiKey }): ChatProvider {
    const headers: Record<string, string> = {
      'anthropic-version': ANTHROPIC_VERSION,
      ...(apiKey ? { 'x-api-key': apiKey } : {}),
    };
    return {
      provider: 'anthropic',
      model,
      baseUrl,
      async complete(req, signal): Promise<ChatReply> {
        const res = await postJson(
          'anthropic',
          `${baseUrl}/messages`,
          headers,
          anthropicBody(model, req),
          signal,
        );
        const content = isRecord(res.json) ? res.json.content : undefined;
        if (!Array.isArray(content)) throw malformed('anthropic', res.status, res.text, 'no content array');
        const tool = content.find((c) => isRecord(c) && c.type === 'tool_use' && c.name === req.schemaName);
        const texts = content.filter((c) => isRecord(c) && c.type === 'text' && typeof c.text === 'string');
        let text: string;
        if (isRecord(tool) && tool.input !== undefined) text = JSON.stringify(tool.input);
        else if (texts.length) text = texts.map((c) => (c as { text: string }).text).join('');
        else
          throw malformed(
            'anthropic',
            res.status,
            res.text,
            `no tool_use block named ${req.schemaName} and no text`,
          );
        const u = isRecord(res.json) && isRecord(res.json.usage) ? res.json.usage : undefined;
        const usage =
          u && typeof u.input_tokens === 'number' && typeof u.output_tokens === 'number'
            ? { inputTokens: u.input_tokens, outputTokens: u.output_tokens }
            : null;
        return { text, usage };
      },
    };
  },
};

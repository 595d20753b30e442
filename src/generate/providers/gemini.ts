/**
 * Gemini's generateContent: `POST {base-url}/models/MODEL:generateContent` with `x-goog-api-key`. JSON through
 * `generationConfig.responseMimeType: "application/json"` and `responseJsonSchema` (JSON Schema); the system
 * prompt in `systemInstruction`; an assistant turn is role `model`.
 */
import { isRecord, malformed, postJson } from '../../core/http.js';
import type { ChatProvider, ChatProviderFactory, ChatReply, ChatRequest } from '../types.js';

export const GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com/v1beta';

export function geminiBody(req: ChatRequest): Record<string, unknown> {
  return {
    systemInstruction: { parts: [{ text: req.system }] },
    contents: req.messages.map((m) => ({
      role: m.role === 'assistant' ? 'model' : 'user',
      parts: [{ text: m.content }],
    })),
    generationConfig: {
      temperature: req.temperature,
      ...(req.seed !== undefined ? { seed: req.seed } : {}),
      maxOutputTokens: req.maxTokens,
      responseMimeType: 'application/json',
      responseJsonSchema: req.schema,
    },
  };
}

export const geminiChat: ChatProviderFactory = {
  description: "Gemini's generateContent (responseMimeType application/json with responseJsonSchema)",
  defaultBaseUrl: GEMINI_BASE_URL,
  keyEnv: ['GEMINI_API_KEY', 'GOOGLE_API_KEY'],
  keyRequired: (url) => url === GEMINI_BASE_URL,
  create(model, { baseUrl, apiKey }): ChatProvider {
    const headers: Record<string, string> = apiKey ? { 'x-goog-api-key': apiKey } : {};
    const url = `${baseUrl}/models/${encodeURIComponent(model)}:generateContent`;
    return {
      provider: 'gemini',
      model,
      baseUrl,
      async complete(req, signal): Promise<ChatReply> {
        const res = await postJson('gemini', url, headers, geminiBody(req), signal);
        const cands = isRecord(res.json) ? res.json.candidates : undefined;
        const content = Array.isArray(cands) && isRecord(cands[0]) ? cands[0].content : undefined;
        const parts = isRecord(content) && Array.isArray(content.parts) ? content.parts : undefined;
        const texts = parts?.filter((p) => isRecord(p) && typeof p.text === 'string' && p.thought !== true);
        if (!texts || texts.length === 0)
          throw malformed('gemini', res.status, res.text, 'no candidates[0].content.parts[].text');
        const u = isRecord(res.json) && isRecord(res.json.usageMetadata) ? res.json.usageMetadata : undefined;
        const usage =
          u && typeof u.promptTokenCount === 'number'
            ? {
                inputTokens: u.promptTokenCount,
                outputTokens:
                  (typeof u.candidatesTokenCount === 'number' ? u.candidatesTokenCount : 0) +
                  (typeof u.thoughtsTokenCount === 'number' ? u.thoughtsTokenCount : 0),
              }
            : null;
        return { text: texts.map((p) => (p as { text: string }).text).join(''), usage };
      },
    };
  },
};

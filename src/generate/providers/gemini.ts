/**
 * Gemini's generateContent: `POST {base-url}/models/MODEL:generateContent` with `x-goog-api-key`. JSON through
 * `generationConfig.responseMimeType: "application/json"` and `responseJsonSchema` (JSON Schema); the system
 * prompt in `systemInstruction`; an assistant turn is role `model`.
 */
import { isRecord } from '../../core/http.js';
import type { ChatProviderFactory, ChatRequest } from '../types.js';
import { jsonChatProvider, recordAt, type JsonChatApi } from './json-chat.js';

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

const geminiApi: JsonChatApi = {
  provider: 'gemini',
  url: (baseUrl, model) => `${baseUrl}/models/${encodeURIComponent(model)}:generateContent`,
  headers: (apiKey): Record<string, string> => (apiKey ? { 'x-goog-api-key': apiKey } : {}),
  body: (_model, req) => geminiBody(req),
  text(json) {
    const cands = isRecord(json) ? json.candidates : undefined;
    const content = Array.isArray(cands) && isRecord(cands[0]) ? cands[0].content : undefined;
    const parts = isRecord(content) && Array.isArray(content.parts) ? content.parts : undefined;
    const texts = parts?.filter((p) => isRecord(p) && typeof p.text === 'string' && p.thought !== true);
    if (!texts || texts.length === 0) return { missing: 'no candidates[0].content.parts[].text' };
    return texts.map((p) => (p as { text: string }).text).join('');
  },
  usage(json) {
    const u = recordAt(json, 'usageMetadata');
    if (!u || typeof u.promptTokenCount !== 'number') return null;
    const count = (v: unknown) => (typeof v === 'number' ? v : 0);
    // thinking tokens are billed as output
    return {
      inputTokens: u.promptTokenCount,
      outputTokens: count(u.candidatesTokenCount) + count(u.thoughtsTokenCount),
    };
  },
};

export const geminiChat: ChatProviderFactory = {
  description: "Gemini's generateContent (responseMimeType application/json with responseJsonSchema)",
  defaultBaseUrl: GEMINI_BASE_URL,
  keyEnv: ['GEMINI_API_KEY', 'GOOGLE_API_KEY'],
  keyRequired: (url) => url === GEMINI_BASE_URL,
  create: (model, setup) => jsonChatProvider(geminiApi, model, setup),
};

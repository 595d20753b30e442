/**
 * Gemini: POST {base-url}/models/{model}:batchEmbedContents with header x-goog-api-key and body
 * {requests: [{model: "models/{model}", content: {parts: [{text}]}, taskType, outputDimensionality?}]};
 * the response is {embeddings: [{values}]} in request order. Queries use taskType CODE_RETRIEVAL_QUERY and
 * documents RETRIEVAL_DOCUMENT, as Google documents for code retrieval. The API reports no token usage here.
 */
import { isRecord } from '../../../core/http.js';
import { defineHosted, readVectors, tokenCount } from './common.js';

export const GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com/v1beta';

export const geminiProvider = defineHosted({
  provider: 'gemini',
  description: 'Google Gemini batchEmbedContents (taskType CODE_RETRIEVAL_QUERY / RETRIEVAL_DOCUMENT)',
  baseUrl: GEMINI_BASE_URL,
  keyEnv: ['GEMINI_API_KEY', 'GOOGLE_API_KEY'],
  keyHelp: 'GEMINI_API_KEY or GOOGLE_API_KEY',
  // Gemini caps a batch at 100 requests.
  batchSize: 100,
  options: {
    dimensions: '(outputDimensionality)',
    'query-task': 'CODE_RETRIEVAL_QUERY',
    'document-task': 'RETRIEVAL_DOCUMENT',
  },
  call(model, opts, { baseUrl, apiKey, dimensions }) {
    const tasks = {
      query: opts['query-task'] || 'CODE_RETRIEVAL_QUERY',
      document: opts['document-task'] || 'RETRIEVAL_DOCUMENT',
    };
    const bare = model.replace(/^models\//, '');
    return {
      model: bare,
      url: `${baseUrl}/models/${bare}:batchEmbedContents`,
      headers: { 'x-goog-api-key': apiKey },
      task: (role) => tasks[role],
      body: (texts, role) => ({
        requests: texts.map((text) => ({
          model: `models/${bare}`,
          content: { parts: [{ text }] },
          taskType: tasks[role],
          ...(dimensions !== undefined && { outputDimensionality: dimensions }),
        })),
      }),
      read(res, count) {
        const j = isRecord(res.json) ? res.json : {};
        const vectors = readVectors('gemini', res, count, {
          path: 'embeddings',
          items: j.embeddings,
          sent: 'requests',
          vector: { of: (e) => e.values, path: '.values' },
        });
        return {
          vectors,
          tokens: isRecord(j.usageMetadata) ? tokenCount(j.usageMetadata.promptTokenCount) : 0,
        };
      },
      config: { queryTask: tasks.query, documentTask: tasks.document },
    };
  },
});

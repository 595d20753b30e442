/**
 * Voyage AI: POST {base-url}/embeddings with {input, model, input_type: "query"|"document",
 * output_dimension?} and Authorization: Bearer $VOYAGE_API_KEY; the response is {data: [{embedding, index}],
 * usage: {total_tokens}}.
 */
import { isRecord } from '../../../core/http.js';
import { defineHosted, EMBEDDING_DATA, readVectors, tokenCount } from './common.js';

export const VOYAGE_BASE_URL = 'https://api.voyageai.com/v1';

export const voyageProvider = defineHosted({
  provider: 'voyage',
  description: 'Voyage AI /v1/embeddings (input_type query / document)',
  baseUrl: VOYAGE_BASE_URL,
  keyEnv: ['VOYAGE_API_KEY'],
  keyHelp: 'VOYAGE_API_KEY',
  batchSize: 128,
  options: { dimensions: '(output_dimension)' },
  call: (model, _opts, { baseUrl, apiKey, dimensions }) => ({
    model,
    url: `${baseUrl}/embeddings`,
    headers: { authorization: `Bearer ${apiKey}` },
    task: (role) => role,
    body: (input, role) => ({
      input,
      model,
      input_type: role,
      ...(dimensions !== undefined && { output_dimension: dimensions }),
    }),
    read(res, count) {
      const j = isRecord(res.json) ? res.json : {};
      const vectors = readVectors('voyage', res, count, { ...EMBEDDING_DATA, items: j.data });
      return { vectors, tokens: isRecord(j.usage) ? tokenCount(j.usage.total_tokens) : 0 };
    },
  }),
});

/**
 * Cohere v2: POST {base-url}/embed with {model, texts, input_type: "search_query"|"search_document",
 * embedding_types: ["float"], output_dimension?} and Authorization: Bearer $COHERE_API_KEY; the response is
 * {embeddings: {float: [[...]]}, meta: {billed_units: {input_tokens}}}. Cohere takes at most 96 texts a call.
 */
import { isRecord } from '../../../core/http.js';
import { defineHosted, readVectors, tokenCount } from './common.js';

export const COHERE_BASE_URL = 'https://api.cohere.com/v2';

const INPUT_TYPES = { query: 'search_query', document: 'search_document' } as const;

export const cohereProvider = defineHosted({
  provider: 'cohere',
  description: 'Cohere /v2/embed (input_type search_query / search_document)',
  baseUrl: COHERE_BASE_URL,
  keyEnv: ['COHERE_API_KEY', 'CO_API_KEY'],
  keyHelp: 'COHERE_API_KEY (or CO_API_KEY)',
  batchSize: 96,
  options: { dimensions: '(output_dimension, embed-v4 and later)' },
  call: (model, _opts, { baseUrl, apiKey, dimensions }) => ({
    model,
    url: `${baseUrl}/embed`,
    headers: { authorization: `Bearer ${apiKey}` },
    task: (role) => INPUT_TYPES[role],
    body: (texts, role) => ({
      model,
      texts,
      input_type: INPUT_TYPES[role],
      embedding_types: ['float'],
      ...(dimensions !== undefined && { output_dimension: dimensions }),
    }),
    read(res, count) {
      const j = isRecord(res.json) ? res.json : {};
      const items = isRecord(j.embeddings) ? j.embeddings.float : undefined;
      const vectors = readVectors('cohere', res, count, { path: 'embeddings.float', items, sent: 'texts' });
      const billed = isRecord(j.meta) && isRecord(j.meta.billed_units) ? j.meta.billed_units : {};
      return { vectors, tokens: tokenCount(billed.input_tokens) };
    },
  }),
});

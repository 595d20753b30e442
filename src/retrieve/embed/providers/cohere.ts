/**
 * Cohere v2: POST {base-url}/embed with {model, texts, input_type: "search_query"|"search_document",
 * embedding_types: ["float"], output_dimension?} and Authorization: Bearer $COHERE_API_KEY; the response is
 * {embeddings: {float: [[...]]}, meta: {billed_units: {input_tokens}}}. Cohere takes at most 96 texts a call.
 */
import {
  checkKnown,
  intOpt,
  keyNames,
  requireKey,
  resolveCommon,
  httpVectorIdentity,
  rolePrefix,
} from '../config.js';
import type { ProviderDef } from '../define.js';
import { isRecord, malformed, postJson, toVector } from '../http.js';
import type { EmbeddingProvider } from '../types.js';
import { commonOptionNames } from './common.js';
import { prefixes } from './openai.js';

export const COHERE_BASE_URL = 'https://api.cohere.com/v2';

export const cohereProvider: ProviderDef = {
  description: 'Cohere /v2/embed (input_type search_query / search_document)',
  options: {
    'base-url': COHERE_BASE_URL,
    'api-key-env': 'COHERE_API_KEY (or CO_API_KEY)',
    dimensions: '(output_dimension, embed-v4 and later)',
  },
  build(spec, model, opts, env) {
    checkKnown(spec, opts, [...commonOptionNames, ...Object.keys(cohereProvider.options)]);
    const baseUrl = (opts['base-url'] || COHERE_BASE_URL).replace(/\/+$/, '');
    const apiKey = requireKey(spec, env, keyNames(opts, ['COHERE_API_KEY', 'CO_API_KEY']));
    const common = resolveCommon(spec, model, opts, { batchSize: 96, usePresets: false });
    const dimensions = opts.dimensions ? intOpt(spec, opts, 'dimensions', 1) : undefined;
    const types = { query: 'search_query', document: 'search_document' } as const;
    const url = `${baseUrl}/embed`;
    const raw: EmbeddingProvider = {
      provider: 'cohere',
      model,
      similarity: common.similarity,
      vectorIdentity: httpVectorIdentity(common, baseUrl, dimensions, (role) => types[role]),
      async embed(texts, role, o = {}) {
        const prefix = rolePrefix(common, role);
        const body: Record<string, unknown> = {
          model,
          texts: texts.map((t) => prefix + t),
          input_type: types[role],
          embedding_types: ['float'],
        };
        if (dimensions !== undefined) body.output_dimension = dimensions;
        const res = await postJson('cohere', url, { authorization: `Bearer ${apiKey}` }, body, o.signal);
        const j = res.json;
        const floats = isRecord(j) && isRecord(j.embeddings) ? j.embeddings.float : undefined;
        if (!Array.isArray(floats))
          throw malformed('cohere', res.status, res.text, 'no "embeddings.float" array');
        if (floats.length !== texts.length) {
          throw malformed('cohere', res.status, res.text, `sent ${texts.length} texts, got ${floats.length}`);
        }
        const vectors = floats.map((e: unknown, i: number) => {
          const v = toVector(e);
          if (!v)
            throw malformed('cohere', res.status, res.text, `embeddings.float[${i}] is not a float array`);
          return v;
        });
        const meta = isRecord(j) && isRecord(j.meta) ? j.meta : {};
        const billed = isRecord(meta.billed_units) ? meta.billed_units : {};
        const tokens = Number(billed.input_tokens ?? 0) || 0;
        return { vectors, usage: { requests: 1, tokens, texts: texts.length } };
      },
    };
    return {
      raw,
      common,
      remote: true,
      config: { baseUrl, dimensions: dimensions ?? null, ...prefixes(common) },
    };
  },
};

/**
 * Voyage AI: POST {base-url}/embeddings with {input, model, input_type: "query"|"document",
 * output_dimension?} and Authorization: Bearer $VOYAGE_API_KEY; the response is {data: [{embedding, index}],
 * usage: {total_tokens}}.
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

export const VOYAGE_BASE_URL = 'https://api.voyageai.com/v1';

export const voyageProvider: ProviderDef = {
  description: 'Voyage AI /v1/embeddings (input_type query / document)',
  options: {
    'base-url': VOYAGE_BASE_URL,
    'api-key-env': 'VOYAGE_API_KEY',
    dimensions: '(output_dimension)',
  },
  build(spec, model, opts, env) {
    checkKnown(spec, opts, [...commonOptionNames, ...Object.keys(voyageProvider.options)]);
    const baseUrl = (opts['base-url'] || VOYAGE_BASE_URL).replace(/\/+$/, '');
    const apiKey = requireKey(spec, env, keyNames(opts, ['VOYAGE_API_KEY']));
    const common = resolveCommon(spec, model, opts, { batchSize: 128, usePresets: false });
    const dimensions = opts.dimensions ? intOpt(spec, opts, 'dimensions', 1) : undefined;
    const url = `${baseUrl}/embeddings`;
    const raw: EmbeddingProvider = {
      provider: 'voyage',
      model,
      similarity: common.similarity,
      vectorIdentity: httpVectorIdentity(common, baseUrl, dimensions, (role) => role),
      async embed(texts, role, o = {}) {
        const prefix = rolePrefix(common, role);
        const body: Record<string, unknown> = {
          input: texts.map((t) => prefix + t),
          model,
          input_type: role,
        };
        if (dimensions !== undefined) body.output_dimension = dimensions;
        const res = await postJson('voyage', url, { authorization: `Bearer ${apiKey}` }, body, o.signal);
        const j = res.json;
        if (!isRecord(j) || !Array.isArray(j.data))
          throw malformed('voyage', res.status, res.text, 'no "data" array');
        if (j.data.length !== texts.length) {
          throw malformed(
            'voyage',
            res.status,
            res.text,
            `sent ${texts.length} inputs, got ${j.data.length}`,
          );
        }
        const vectors: Float32Array[] = new Array(texts.length);
        j.data.forEach((item: unknown, pos: number) => {
          const index = isRecord(item) && typeof item.index === 'number' ? item.index : pos;
          const v = isRecord(item) ? toVector(item.embedding) : undefined;
          if (!v || index < 0 || index >= texts.length) {
            throw malformed('voyage', res.status, res.text, `data[${pos}].embedding is not a float array`);
          }
          vectors[index] = v;
        });
        const tokens = isRecord(j.usage) ? Number(j.usage.total_tokens ?? 0) || 0 : 0;
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

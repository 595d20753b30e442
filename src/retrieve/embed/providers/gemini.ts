/**
 * Gemini: POST {base-url}/models/{model}:batchEmbedContents with header x-goog-api-key and body
 * {requests: [{model: "models/{model}", content: {parts: [{text}]}, taskType, outputDimensionality?}]};
 * the response is {embeddings: [{values}]} in request order. Queries use taskType CODE_RETRIEVAL_QUERY and
 * documents RETRIEVAL_DOCUMENT, as Google documents for code retrieval. The API reports no token usage here.
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

export const GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com/v1beta';

export const geminiProvider: ProviderDef = {
  description: 'Google Gemini batchEmbedContents (taskType CODE_RETRIEVAL_QUERY / RETRIEVAL_DOCUMENT)',
  options: {
    'base-url': GEMINI_BASE_URL,
    'api-key-env': 'GEMINI_API_KEY or GOOGLE_API_KEY',
    dimensions: '(outputDimensionality)',
    'query-task': 'CODE_RETRIEVAL_QUERY',
    'document-task': 'RETRIEVAL_DOCUMENT',
  },
  build(spec, model, opts, env) {
    checkKnown(spec, opts, [...commonOptionNames, ...Object.keys(geminiProvider.options)]);
    const baseUrl = (opts['base-url'] || GEMINI_BASE_URL).replace(/\/+$/, '');
    const apiKey = requireKey(spec, env, keyNames(opts, ['GEMINI_API_KEY', 'GOOGLE_API_KEY']));
    // Gemini caps a batch at 100 requests.
    const common = resolveCommon(spec, model, opts, { batchSize: 100, usePresets: false });
    const dimensions = opts.dimensions ? intOpt(spec, opts, 'dimensions', 1) : undefined;
    const tasks = {
      query: opts['query-task'] || 'CODE_RETRIEVAL_QUERY',
      document: opts['document-task'] || 'RETRIEVAL_DOCUMENT',
    };
    const bare = model.replace(/^models\//, '');
    const url = `${baseUrl}/models/${bare}:batchEmbedContents`;
    const raw: EmbeddingProvider = {
      provider: 'gemini',
      model: bare,
      similarity: common.similarity,
      vectorIdentity: httpVectorIdentity(common, baseUrl, dimensions, (role) => tasks[role]),
      async embed(texts, role, o = {}) {
        const prefix = rolePrefix(common, role);
        const requests = texts.map((t) => {
          const r: Record<string, unknown> = {
            model: `models/${bare}`,
            content: { parts: [{ text: prefix + t }] },
            taskType: tasks[role],
          };
          if (dimensions !== undefined) r.outputDimensionality = dimensions;
          return r;
        });
        const res = await postJson('gemini', url, { 'x-goog-api-key': apiKey }, { requests }, o.signal);
        const j = res.json;
        if (!isRecord(j) || !Array.isArray(j.embeddings)) {
          throw malformed('gemini', res.status, res.text, 'no "embeddings" array');
        }
        if (j.embeddings.length !== texts.length) {
          throw malformed(
            'gemini',
            res.status,
            res.text,
            `sent ${texts.length} requests, got ${j.embeddings.length}`,
          );
        }
        const vectors = j.embeddings.map((e: unknown, i: number) => {
          const v = isRecord(e) ? toVector(e.values) : undefined;
          if (!v)
            throw malformed('gemini', res.status, res.text, `embeddings[${i}].values is not a float array`);
          return v;
        });
        const meta = isRecord(j.usageMetadata) ? j.usageMetadata : {};
        const tokens = Number(meta.promptTokenCount ?? 0) || 0;
        return { vectors, usage: { requests: 1, tokens, texts: texts.length } };
      },
    };
    return {
      raw,
      common,
      remote: true,
      config: {
        baseUrl,
        queryTask: tasks.query,
        documentTask: tasks.document,
        dimensions: dimensions ?? null,
        ...prefixes(common),
      },
    };
  },
};

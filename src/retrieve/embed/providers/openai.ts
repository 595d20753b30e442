/**
 * OpenAI-compatible embeddings: POST {base-url}/embeddings with {model, input, encoding_format: "float",
 * dimensions?}; the response is {data: [{embedding, index}], usage: {prompt_tokens}}. The same shape is
 * served by OpenAI, Mistral (codestral-embed), vLLM, Hugging Face TEI, the llama.cpp server, Ollama and
 * LM Studio, so one provider covers them all through --base-url.
 */
import {
  checkKnown,
  keyNames,
  requireKey,
  resolveCommon,
  intOpt,
  httpVectorIdentity,
  rolePrefix,
} from '../config.js';
import type { ProviderDef } from '../define.js';
import { isRecord, postJson } from '../../../core/http.js';
import type { EmbeddingProvider } from '../types.js';
import { commonOptionNames, EMBEDDING_DATA, prefixes, readVectors, tokenCount } from './common.js';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

export const openaiProvider: ProviderDef = {
  description:
    'OpenAI-compatible /embeddings (OpenAI, Mistral, vLLM, TEI, llama.cpp, Ollama, LM Studio via base-url)',
  options: {
    'base-url': OPENAI_BASE_URL,
    'api-key-env': 'OPENAI_API_KEY',
    dimensions: '',
    'dimensions-param': 'dimensions (output_dimension for Mistral)',
  },
  build(spec, model, opts, env) {
    checkKnown(spec, opts, [...commonOptionNames, ...Object.keys(openaiProvider.options)]);
    const baseUrl = (opts['base-url'] || OPENAI_BASE_URL).replace(/\/+$/, '');
    const official = baseUrl === OPENAI_BASE_URL;
    const isMistral = /api\.mistral\.ai/.test(baseUrl);
    // Local servers (vLLM, Ollama ...) usually need no key; OpenAI itself always does.
    const names = keyNames(opts, isMistral ? ['MISTRAL_API_KEY'] : ['OPENAI_API_KEY']);
    const apiKey =
      official || isMistral || opts['api-key-env'] ? requireKey(spec, env, names) : env[names[0]];
    const common = resolveCommon(spec, model, opts, { batchSize: 128, usePresets: !official });
    const dimensions = opts.dimensions ? intOpt(spec, opts, 'dimensions', 0) : undefined;
    const dimensionsParam = opts['dimensions-param'] || (isMistral ? 'output_dimension' : 'dimensions');
    const url = `${baseUrl}/embeddings`;
    const raw: EmbeddingProvider = {
      provider: 'openai',
      model,
      similarity: common.similarity,
      vectorIdentity: httpVectorIdentity(common, baseUrl, dimensions, () => null),
      async embed(texts, role, o = {}) {
        const prefix = rolePrefix(common, role);
        const body: Record<string, unknown> = {
          model,
          input: texts.map((t) => prefix + t),
          encoding_format: 'float',
        };
        if (dimensions !== undefined) body[dimensionsParam] = dimensions;
        const headers: Record<string, string> = apiKey ? { authorization: `Bearer ${apiKey}` } : {};
        const res = await postJson('openai', url, headers, body, o.signal);
        const j = isRecord(res.json) ? res.json : {};
        const vectors = readVectors('openai', res, texts.length, { ...EMBEDDING_DATA, items: j.data });
        const usage = isRecord(j.usage) ? j.usage : {};
        const tokens = tokenCount(usage.prompt_tokens ?? usage.total_tokens);
        return { vectors, usage: { requests: 1, tokens, texts: texts.length } };
      },
    };
    return {
      raw,
      common,
      remote: true,
      config: { baseUrl, preset: common.presetName, dimensions: dimensions ?? null, ...prefixes(common) },
    };
  },
};

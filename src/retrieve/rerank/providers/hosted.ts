/**
 * Hosted and self-hosted cross-encoders behind a /rerank endpoint, each called the way its documentation says:
 *
 * | table key       | request                                                      | scores from                     |
 * | cohere-rerank   | POST {base}/rerank {model, query, documents, top_n}           | results[].{index, relevance_score} |
 * | voyage-rerank   | POST {base}/rerank {query, documents, model, top_k, truncation} | data[].{index, relevance_score} |
 * | jina-rerank     | POST {base}/rerank {model, query, documents, top_n, return_documents: false} | results[] |
 * | rerank          | the common API of vLLM, llama.cpp, Infinity: as Jina, at --base-url | results[]                |
 * | tei-rerank      | Hugging Face TEI: POST {base}/rerank {query, texts, raw_scores, return_text: false} | [{index, score}] |
 *
 * All are pointwise: a cross-encoder scores each (query, document) pair on its own, whatever else is sent with it.
 */
import type { Env } from '../../embed/config.js';
import { isRecord, malformed, postJson, retrier, timed, type JsonResponse } from '../../../core/http.js';
import { scoredReranker, type ScoreBatch } from '../scored.js';
import type { Reranker, RerankerFactory } from '../types.js';
import { API_OPTIONS, rejectedKey, resolveApi } from './options.js';

interface HostedRerankApi {
  description: string;
  defaultBaseUrl: string;
  keyEnv: readonly string[];
  /** whether this base URL needs a key (hosted APIs always; self-hosted servers only when the user says so) */
  keyRequired: (baseUrl: string) => boolean;
  batchSize: number;
  headers: (key: string | undefined) => Record<string, string>;
  body: (model: string, query: string, docs: readonly string[]) => unknown;
  /** the scored items and where they are, for messages */
  items: (json: unknown) => { list: unknown; path: string; score: string };
  tokens: (json: unknown) => number;
}

const bearer = (key: string | undefined): Record<string, string> =>
  key ? { authorization: `Bearer ${key}` } : {};
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const field = (j: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((o, k) => (isRecord(o) ? o[k] : undefined), j);

const RESULTS = (json: unknown) => ({
  list: field(json, 'results'),
  path: 'results',
  score: 'relevance_score',
});
const JINA_BODY = (model: string, query: string, documents: readonly string[]) => ({
  model,
  query,
  documents,
  top_n: documents.length,
  return_documents: false,
});

export const HOSTED: Readonly<Record<string, HostedRerankApi>> = Object.freeze({
  'cohere-rerank': {
    description: 'Cohere /v2/rerank (COHERE_API_KEY)',
    defaultBaseUrl: 'https://api.cohere.com/v2',
    keyEnv: ['COHERE_API_KEY', 'CO_API_KEY'],
    keyRequired: () => true,
    batchSize: 100,
    headers: bearer,
    body: (model, query, documents) => ({ model, query, documents, top_n: documents.length }),
    items: RESULTS,
    tokens: (j) => num(field(j, 'meta', 'billed_units', 'search_units')),
  },
  'voyage-rerank': {
    description: 'Voyage /v1/rerank (VOYAGE_API_KEY)',
    defaultBaseUrl: 'https://api.voyageai.com/v1',
    keyEnv: ['VOYAGE_API_KEY'],
    keyRequired: () => true,
    batchSize: 100,
    headers: bearer,
    body: (model, query, documents) => ({
      query,
      documents,
      model,
      top_k: documents.length,
      truncation: true,
    }),
    items: (json) => ({ list: field(json, 'data'), path: 'data', score: 'relevance_score' }),
    tokens: (j) => num(field(j, 'usage', 'total_tokens')),
  },
  'jina-rerank': {
    description: 'Jina /v1/rerank (JINA_API_KEY)',
    defaultBaseUrl: 'https://api.jina.ai/v1',
    keyEnv: ['JINA_API_KEY'],
    keyRequired: () => true,
    batchSize: 100,
    headers: bearer,
    body: JINA_BODY,
    items: RESULTS,
    tokens: (j) => num(field(j, 'usage', 'total_tokens')),
  },
  rerank: {
    description:
      'the common /rerank API of vLLM, llama.cpp and Infinity at --base-url (RERANK_API_KEY if set)',
    defaultBaseUrl: '',
    keyEnv: ['RERANK_API_KEY'],
    keyRequired: () => false,
    batchSize: 64,
    headers: bearer,
    body: JINA_BODY,
    items: RESULTS,
    tokens: (j) => num(field(j, 'usage', 'total_tokens')),
  },
  'tei-rerank': {
    description: 'Hugging Face text-embeddings-inference /rerank at --base-url (TEI_API_KEY if set)',
    defaultBaseUrl: '',
    keyEnv: ['TEI_API_KEY'],
    keyRequired: () => false,
    batchSize: 32,
    headers: bearer,
    body: (_model, query, texts) => ({ query, texts, raw_scores: true, return_text: false }),
    items: (json) => ({ list: json, path: '(the body)', score: 'score' }),
    tokens: () => 0,
  },
});

/** One score per document, in input order, from a response's scored items; anything else is malformed. */
export function readScores(
  provider: string,
  res: JsonResponse,
  count: number,
  where: { list: unknown; path: string; score: string },
): number[] {
  const bad = (what: string) => malformed(provider, res.status, res.text, what);
  if (!Array.isArray(where.list)) throw bad(`no "${where.path}" array`);
  if (where.list.length !== count) throw bad(`sent ${count} documents, got ${where.list.length} scores`);
  const scores: number[] = new Array(count);
  where.list.forEach((item: unknown, pos: number) => {
    const index = isRecord(item) ? item.index : undefined;
    const score = isRecord(item) ? item[where.score] : undefined;
    if (
      typeof index !== 'number' ||
      !Number.isInteger(index) ||
      index < 0 ||
      index >= count ||
      scores[index] !== undefined
    )
      throw bad(`${where.path}[${pos}].index is missing, out of range or repeated`);
    if (typeof score !== 'number' || !Number.isFinite(score))
      throw bad(`${where.path}[${pos}].${where.score} is not a number`);
    scores[index] = score;
  });
  return scores;
}

function hostedFactory(key: string, api: HostedRerankApi): RerankerFactory {
  return {
    description: api.description,
    model: true,
    kind: 'pointwise',
    options: {
      ...API_OPTIONS,
      'base-url': api.defaultBaseUrl || '(required)',
      'api-key-env': api.keyEnv.join(' or '),
    },
    create: (name, options, env) => createHosted(key, api, name, options, env),
  };
}

/** Build a hosted reranker; `env` is where keys are read (the CLI passes its own; default none). */
export function createHosted(
  key: string,
  api: HostedRerankApi,
  name: string,
  options: Readonly<Record<string, string>>,
  env: Env = {},
): Reranker {
  const model = name.includes(':') ? name.slice(name.indexOf(':') + 1) : '';
  const { setup } = resolveApi(name, options, api, env);
  const url = `${setup.baseUrl}/rerank`;
  const retrying = retrier(key, { retries: setup.retries, baseMs: setup.retryBaseMs });
  const identity = { reranker: key, model, baseUrl: setup.baseUrl, revision: setup.revision };
  const score = async (query: string, docs: readonly string[], signal?: AbortSignal): Promise<ScoreBatch> => {
    try {
      return await retrying(
        () =>
          timed(
            key,
            setup.timeoutMs,
            async (s) => {
              const res = await postJson(
                key,
                url,
                api.headers(setup.apiKey),
                api.body(model, query, docs),
                s,
              );
              return {
                scores: readScores(key, res, docs.length, api.items(res.json)),
                tokens: api.tokens(res.json),
              };
            },
            signal,
          ),
        signal,
      );
    } catch (e) {
      throw rejectedKey(name, e, setup.keyVars);
    }
  };
  return scoredReranker({
    name,
    provider: key,
    config: identity,
    identity,
    batchSize: setup.batchSize,
    concurrency: setup.concurrency,
    score,
  });
}

export const hostedRerankers: Readonly<Record<string, RerankerFactory>> = Object.freeze(
  Object.fromEntries(Object.entries(HOSTED).map(([k, api]) => [k, hostedFactory(k, api)])),
);

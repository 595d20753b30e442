/**
 * LLM rerankers over any OpenAI-compatible chat endpoint (POST {base}/chat/completions; OpenAI, vLLM, llama.cpp,
 * Ollama, LM Studio ...). The prompts are recorded in the config, and in the cache key.
 *
 * - `llm-pointwise:MODEL` asks, for each candidate alone, whether it implements the query. `mode=logit` (default)
 *   scores log P("yes") - log P("no") from the first token's top_logprobs (a word missing from them counts as
 *   -30); `mode=score` asks for a relevance from 0 to 10 and reads the first number of the answer.
 * - `llm-listwise:MODEL` is RankGPT (Sun et al., 2023): the candidates go in numbered, the model answers a
 *   permutation "[2] > [1] > ...", and a window of `window` candidates (default 10) slides from the bottom of the
 *   list to the top by `step` (default 5), so good candidates can climb. Numbers the answer repeats or invents are
 *   dropped; candidates it leaves out keep their order after the ones it ranked.
 */
import type { Env } from '../../embed/config.js';
import { choiceOpt, intOpt } from '../../embed/config.js';
import { isRecord, malformed, postJson, retrier, timed, type JsonResponse } from '../../../core/http.js';
import { cacheOpener, scoreKey, textHash } from '../cache.js';
import { scoredReranker } from '../scored.js';
import type { Reranker, RerankerFactory } from '../types.js';
import { emptyRerankUsage } from '../types.js';
import { API_OPTIONS, rejectedKey, resolveApi, type ApiSetup } from './options.js';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

export const POINTWISE_PROMPTS = Object.freeze({
  system: 'You judge whether a code snippet correctly implements a programming task. Answer with one word.',
  logit: 'Task:\n{query}\n\nCode:\n{doc}\n\nDoes the code correctly implement the task? Answer yes or no.',
  score:
    'Task:\n{query}\n\nCode:\n{doc}\n\nHow likely is it that the code correctly implements the task, from 0 (surely wrong) to 10 (surely right)? Answer with the number only.',
});

export const LISTWISE_PROMPTS = Object.freeze({
  system:
    'You are RankGPT, an intelligent assistant that ranks code snippets by how correctly they implement a task.',
  user: 'I will give you {n} code snippets, each marked by a number in brackets. Rank them by how correctly they implement this task:\n{query}\n\n{passages}\n\nAnswer with the ranking only, most correct first, in the form [2] > [1] > [3].',
});

const fill = (t: string, v: Record<string, string>): string =>
  t.replace(/\{(\w+)\}/g, (m, k: string) => v[k] ?? m);

function chatSetup(name: string, options: Readonly<Record<string, string>>, extra: string[], env: Env) {
  return resolveApi(
    name,
    options,
    {
      defaultBaseUrl: OPENAI_BASE_URL,
      keyEnv: ['OPENAI_API_KEY'],
      keyRequired: (url) => url === OPENAI_BASE_URL,
      batchSize: 1,
      extra: ['max-chars', ...extra],
    },
    env,
  );
}

/** One chat completion through the retry and timeout wrappers; a rejected key names its variable. */
function chat(key: string, name: string, setup: ApiSetup) {
  const retrying = retrier(key, { retries: setup.retries, baseMs: setup.retryBaseMs });
  const url = `${setup.baseUrl}/chat/completions`;
  const headers: Record<string, string> = setup.apiKey ? { authorization: `Bearer ${setup.apiKey}` } : {};
  return async (body: unknown, signal?: AbortSignal): Promise<JsonResponse> => {
    try {
      return await retrying(
        () => timed(key, setup.timeoutMs, (s) => postJson(key, url, headers, body, s), signal),
        signal,
      );
    } catch (e) {
      throw rejectedKey(name, e, setup.keyVars);
    }
  };
}

const firstChoice = (res: JsonResponse): Record<string, unknown> | undefined => {
  const choices = isRecord(res.json) ? res.json.choices : undefined;
  return Array.isArray(choices) && isRecord(choices[0]) ? choices[0] : undefined;
};

const tokensOf = (res: JsonResponse): number => {
  const u = isRecord(res.json) && isRecord(res.json.usage) ? res.json.usage.total_tokens : 0;
  return typeof u === 'number' ? u : 0;
};

/** log P(yes) - log P(no) from the first generated token's top_logprobs. */
export function yesNoLogit(provider: string, res: JsonResponse): number {
  const content = firstChoice(res)?.logprobs;
  const first = isRecord(content) && Array.isArray(content.content) ? content.content[0] : undefined;
  const top = isRecord(first) ? first.top_logprobs : undefined;
  if (!Array.isArray(top))
    throw malformed(provider, res.status, res.text, 'no choices[0].logprobs.content[0].top_logprobs');
  const best = { yes: -30, no: -30 };
  for (const t of top) {
    if (!isRecord(t) || typeof t.token !== 'string' || typeof t.logprob !== 'number') continue;
    const w = t.token.trim().toLowerCase();
    if (w === 'yes' || w === 'no') best[w] = Math.max(best[w], t.logprob);
  }
  return best.yes - best.no;
}

function messageText(provider: string, res: JsonResponse): string {
  const msg = firstChoice(res)?.message;
  const text = isRecord(msg) ? msg.content : undefined;
  if (typeof text !== 'string')
    throw malformed(provider, res.status, res.text, 'no choices[0].message.content');
  return text;
}

export const llmPointwise: RerankerFactory = {
  description:
    'an LLM over an OpenAI-compatible chat API judges each candidate alone (yes/no logit, or a 0-10 score)',
  model: true,
  kind: 'pointwise',
  options: {
    ...API_OPTIONS,
    'base-url': OPENAI_BASE_URL,
    'api-key-env': 'OPENAI_API_KEY',
    mode: 'logit (or score)',
    'max-chars': '4000',
  },
  create: (name, options, env) => createLlmPointwise(name, options, env),
};

export function createLlmPointwise(
  name: string,
  options: Readonly<Record<string, string>>,
  env: Env = {},
): Reranker {
  const key = 'llm-pointwise';
  const model = name.slice(name.indexOf(':') + 1);
  const { setup, opts } = chatSetup(name, options, ['mode'], env);
  const mode = choiceOpt(name, opts, 'mode', ['logit', 'score'] as const, 'logit');
  const maxChars = intOpt(name, opts, 'max-chars', 4000);
  const call = chat(key, name, setup);
  const prompts = { system: POINTWISE_PROMPTS.system, user: POINTWISE_PROMPTS[mode] };
  const identity = {
    reranker: key,
    model,
    baseUrl: setup.baseUrl,
    revision: setup.revision,
    mode,
    prompts,
    maxChars,
  };
  return scoredReranker({
    name,
    provider: key,
    config: identity,
    identity,
    batchSize: 1,
    concurrency: setup.concurrency,
    async score(query, docs, signal) {
      const user = fill(prompts.user, { query, doc: docs[0].slice(0, maxChars) });
      const body = {
        model,
        messages: [
          { role: 'system', content: prompts.system },
          { role: 'user', content: user },
        ],
        temperature: 0,
        ...(mode === 'logit' ? { max_tokens: 1, logprobs: true, top_logprobs: 10 } : { max_tokens: 8 }),
      };
      const res = await call(body, signal);
      if (mode === 'logit') return { scores: [yesNoLogit(key, res)], tokens: tokensOf(res) };
      const m = /-?\d+(\.\d+)?/.exec(messageText(key, res));
      if (!m) throw malformed(key, res.status, res.text, 'the answer holds no number');
      return { scores: [Number(m[0])], tokens: tokensOf(res) };
    },
  });
}

/** A permutation of 0..n-1 from an answer "[2] > [1] > ...": repeats and unknown numbers dropped, the rest appended. */
export function readPermutation(answer: string, n: number): number[] {
  const out: number[] = [];
  for (const m of answer.matchAll(/\[(\d+)\]/g)) {
    const i = Number(m[1]) - 1;
    if (i >= 0 && i < n && !out.includes(i)) out.push(i);
  }
  for (let i = 0; i < n; i++) if (!out.includes(i)) out.push(i);
  return out;
}

export const llmListwise: RerankerFactory = {
  description:
    'RankGPT: an LLM over an OpenAI-compatible chat API permutes the candidates in a sliding window',
  model: true,
  kind: 'listwise',
  options: {
    ...API_OPTIONS,
    'base-url': OPENAI_BASE_URL,
    'api-key-env': 'OPENAI_API_KEY',
    window: '10',
    step: '5',
    'max-chars': '1500 (per candidate)',
  },
  create: (name, options, env) => createLlmListwise(name, options, env),
};

export function createLlmListwise(
  name: string,
  options: Readonly<Record<string, string>>,
  env: Env = {},
): Reranker {
  const key = 'llm-listwise';
  const model = name.slice(name.indexOf(':') + 1);
  const { setup, opts } = chatSetup(name, options, ['window', 'step'], env);
  const window = intOpt(name, opts, 'window', 10, 2);
  const step = intOpt(name, opts, 'step', 5, 1);
  const maxChars = intOpt(name, opts, 'max-chars', 1500);
  const call = chat(key, name, setup);
  const identity = {
    reranker: key,
    model,
    baseUrl: setup.baseUrl,
    revision: setup.revision,
    prompts: LISTWISE_PROMPTS,
    maxChars,
  };
  const usage = emptyRerankUsage();
  const caches = cacheOpener();

  /** The window's permutation, from the cache or the model. */
  async function permute(
    query: string,
    docs: string[],
    cache: ReturnType<typeof caches.open>,
    signal?: AbortSignal,
  ): Promise<number[]> {
    const k = scoreKey(identity, { query: textHash(query), window: docs.map(textHash) });
    const hit = cache?.get(k);
    if (Array.isArray(hit) && hit.length === docs.length) {
      usage.cacheHits++;
      return hit as number[];
    }
    const passages = docs.map((d, i) => `[${i + 1}]\n${d.slice(0, maxChars)}`).join('\n\n');
    const body = {
      model,
      messages: [
        { role: 'system', content: LISTWISE_PROMPTS.system },
        { role: 'user', content: fill(LISTWISE_PROMPTS.user, { n: String(docs.length), query, passages }) },
      ],
      temperature: 0,
    };
    const res = await call(body, signal);
    const perm = readPermutation(messageText(key, res), docs.length);
    usage.calls++;
    usage.tokens += tokensOf(res);
    cache?.putMany(key, [{ key: k, value: perm }]);
    return perm;
  }

  return {
    name,
    kind: 'listwise',
    config: { ...identity, window, step },
    usage: () => ({ ...usage }),
    close: () => caches.close(),
    async rerank(lists, ctx) {
      const cache = caches.open(ctx.cache);
      const out: Float64Array[] = [];
      for (const list of lists) {
        const texts = list.candidates.map((c) => c.text);
        out.push(
          await slideWindows(texts.length, window, step, (slice) =>
            permute(
              list.query.text,
              slice.map((i) => texts[i]),
              cache,
              ctx.signal,
            ),
          ),
        );
      }
      return out;
    },
  };
}

/**
 * RankGPT's sliding window over n candidates, from the bottom of the list to the top: each window of `window`
 * positions is put in the order `permute` gives, then the window moves up by `step`. The scores are positions
 * (the top candidate scores n).
 */
async function slideWindows(
  n: number,
  window: number,
  step: number,
  permute: (slice: number[]) => Promise<number[]>,
): Promise<Float64Array> {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let end = order.length; end > 0; end -= step) {
    const start = Math.max(0, end - window);
    const slice = order.slice(start, end);
    const perm = await permute(slice);
    perm.forEach((p, j) => (order[start + j] = slice[p]));
    if (start === 0) break;
  }
  const scores = new Float64Array(order.length);
  order.forEach((c, pos) => (scores[c] = order.length - pos));
  return scores;
}

/**
 * The generate stage's one way to call a model: the cache (cache.ts) > the budget (`--max-cost`) > retries with
 * backoff (the embedding providers' retrier: 429, 5xx, time-outs and network failures) > the time limit > one
 * HTTP request (providers/). Cross-cutting behaviour wraps the provider; it does not leak into it.
 */
import { ExecretError } from '../core/errors.js';
import { sha256 } from '../core/hash.js';
import { retrier, timed } from '../core/http.js';
import type { CallCache } from './cache.js';
import { callKey } from './cache.js';
import { chatPrice, costOf, type Price } from './prices.js';
import type { ModelSetup } from './spec.js';
import type { ChatReply, ChatRequest } from './types.js';

export interface CallStats {
  /** HTTP requests that got an answer (retries of one call count once each attempt) */
  requests: number;
  cacheHits: number;
  inputTokens: number;
  outputTokens: number;
  /** estimated USD spent on requests made (cached answers cost nothing); null when the price is unknown */
  spendUsd: number | null;
  /** requests whose answer reported no token counts (their cost is the worst case: the estimate) */
  withoutUsage: number;
}

/** `--max-cost` reached: the call was not made. The stage stops scheduling and writes what it has. */
export class BudgetStop extends Error {
  constructor(
    readonly maxCostUsd: number,
    readonly spentUsd: number,
    readonly nextUsd: number,
  ) {
    super(
      `--max-cost ${maxCostUsd} USD: the next call (up to ${nextUsd.toFixed(4)} USD) would pass it (${spentUsd.toFixed(4)} USD spent)`,
    );
    this.name = 'BudgetStop';
  }
}

/** What one call is about, for the cache key: the entry and the attempt, and which prompts made it. */
export interface CallContext {
  kind: 'registry' | 'task' | 'free-form';
  entry: string;
  attempt: number;
  promptSha256: Readonly<Record<string, string>>;
}

export interface ChatClient {
  readonly setup: ModelSetup;
  readonly price: Price | undefined;
  readonly stats: CallStats;
  call(req: ChatRequest, ctx: CallContext, signal?: AbortSignal): Promise<ChatReply & { cached: boolean }>;
}

/** A conservative token estimate for the budget: 1 token per 3 characters of the request, plus max tokens out. */
export function worstCaseCost(price: Price, req: ChatRequest): number {
  const chars =
    req.system.length +
    req.messages.reduce((n, m) => n + m.content.length, 0) +
    JSON.stringify(req.schema).length;
  return costOf(price, Math.ceil(chars / 3), req.maxTokens);
}

export function createChatClient(
  setup: ModelSetup,
  opts: {
    cache?: CallCache;
    maxCostUsd?: number;
    onRetry?: (info: { attempt: number; waitMs: number; reason: string }) => void;
    sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  },
): ChatClient {
  const price = chatPrice(setup.spec, setup);
  if (opts.maxCostUsd !== undefined && !price)
    throw new ExecretError(
      'E_USAGE',
      `--max-cost: the cost of ${setup.spec} is unknown (no price in the table)`,
      {
        hint: `pass its prices in the spec: --model "${setup.spec}?price-in=USD_PER_1M&price-out=USD_PER_1M"`,
      },
    );
  const retrying = retrier(setup.provider.provider, {
    retries: setup.retries,
    baseMs: setup.retryBaseMs,
    onRetry: opts.onRetry,
    sleep: opts.sleep,
  });
  const stats: CallStats = {
    requests: 0,
    cacheHits: 0,
    inputTokens: 0,
    outputTokens: 0,
    spendUsd: price ? 0 : null,
    withoutUsage: 0,
  };
  const budget = { maxCostUsd: opts.maxCostUsd, reserved: 0 };
  const send = (req: ChatRequest, signal?: AbortSignal) =>
    retrying(
      () => timed(setup.provider.provider, setup.timeoutMs, (s) => setup.provider.complete(req, s), signal),
      signal,
    );
  return {
    setup,
    price,
    stats,
    async call(req, ctx, signal) {
      const key = callKey(callIdentity(setup, req, ctx));
      const hit = opts.cache?.get(key);
      if (hit) {
        stats.cacheHits++;
        return { ...hit, cached: true };
      }
      const reply = await paid(setup, price, stats, budget, req, () => send(req, signal));
      opts.cache?.put(key, setup.spec, reply);
      return { ...reply, cached: false };
    },
  };
}

/** Everything that changes an answer, for the cache key (the schema by its hash). */
function callIdentity(setup: ModelSetup, req: ChatRequest, ctx: CallContext) {
  return {
    provider: setup.provider.provider,
    model: setup.provider.model,
    baseUrl: setup.baseUrl,
    kind: ctx.kind,
    entry: ctx.entry,
    attempt: ctx.attempt,
    prompts: ctx.promptSha256,
    request: { ...req, schema: sha256(JSON.stringify(req.schema)) },
  };
}

/**
 * One request under the budget: refused (BudgetStop) when the spend so far, the worst case of the calls in flight
 * and this call's worst case would pass `maxCostUsd`; afterwards the spend grows by the reported usage's cost.
 */
async function paid(
  setup: ModelSetup,
  price: Price | undefined,
  stats: CallStats,
  budget: { maxCostUsd?: number; reserved: number },
  req: ChatRequest,
  send: () => Promise<ChatReply>,
): Promise<ChatReply> {
  const worst = price ? worstCaseCost(price, req) : 0;
  if (budget.maxCostUsd !== undefined && stats.spendUsd! + budget.reserved + worst > budget.maxCostUsd)
    throw new BudgetStop(budget.maxCostUsd, stats.spendUsd!, worst);
  budget.reserved += worst;
  try {
    const reply = await send();
    stats.requests++;
    if (reply.usage) {
      stats.inputTokens += reply.usage.inputTokens;
      stats.outputTokens += reply.usage.outputTokens;
    } else stats.withoutUsage++;
    if (price && stats.spendUsd !== null)
      stats.spendUsd += reply.usage
        ? costOf(price, reply.usage.inputTokens, reply.usage.outputTokens)
        : worst;
    return reply;
  } catch (e) {
    throw keyRejected(setup, e);
  } finally {
    budget.reserved -= worst;
  }
}

/** A 401 or 403 names the variable the key came from. */
function keyRejected(setup: ModelSetup, e: unknown): unknown {
  const status = ((e as { cause?: { status?: number } }).cause ?? {}).status;
  if (e instanceof ExecretError && (status === 401 || status === 403))
    return new ExecretError(
      'E_PROVIDER',
      `${setup.spec}: the API rejected the key in ${setup.keyVars.join(' or ')}: ${e.message}`,
      {
        hint: `check ${setup.keyVars[0]}`,
        cause: e,
      },
    );
  return e;
}

/**
 * `--model PROVIDER:MODEL[?key=value&...]`, as the embedding providers' names: `openai:gpt-4o-mini`,
 * `anthropic:claude-haiku-4-5`, `gemini:gemini-2.5-flash`, `openai:qwen2.5-coder?base-url=http://localhost:8000/v1`.
 * Options resolve once here (defaults < CLI flags < options in the spec); the environment comes in as a
 * parameter (only src/cli reads the environment).
 */
import { usageError } from '../core/errors.js';
import { lookup } from '../core/registry.js';
import { checkKnown, intOpt, keyNames, normaliseKeys, numOpt, type Env } from '../retrieve/embed/config.js';
import { parseSpec } from '../retrieve/embed/export.js';
import { GENERATE_DEFAULTS } from './options.js';
import { chatProviders } from './providers/index.js';
import type { ChatProvider } from './types.js';

export const MODEL_OPTIONS = Object.freeze({
  'base-url': "the provider's API (OpenAI-compatible servers: http://HOST:PORT/v1)",
  'api-key-env': 'read the key from this variable instead',
  timeout: `${GENERATE_DEFAULTS.timeoutS} (seconds per request)`,
  retries: `${GENERATE_DEFAULTS.retries}`,
  'retry-base-ms': `${GENERATE_DEFAULTS.retryBaseMs}`,
  temperature: `${GENERATE_DEFAULTS.temperature}`,
  seed: `${GENERATE_DEFAULTS.seed} (sent where the API takes one)`,
  'max-tokens': `${GENERATE_DEFAULTS.maxTokens}`,
  'price-in': 'USD per 1M input tokens (default: the price table)',
  'price-out': 'USD per 1M output tokens (default: the price table)',
});

export interface ModelSetup {
  /** `provider:model`, as recorded in provenance and the cache key */
  spec: string;
  provider: ChatProvider;
  baseUrl: string;
  keyVars: readonly string[];
  timeoutMs: number;
  retries: number;
  retryBaseMs: number;
  temperature: number;
  seed: number;
  maxTokens: number;
  priceIn?: number;
  priceOut?: number;
}

/** Resolve a model spec; `flags` are options from the CLI (`--base-url`), which options in the spec override. */
export function resolveModel(spec: string, flags: Readonly<Record<string, string>>, env: Env): ModelSetup {
  const { name, options } = parseSpec(spec.trim());
  const colon = name.indexOf(':');
  if (colon <= 0 || colon === name.length - 1)
    throw usageError(
      `--model "${spec}": expected PROVIDER:MODEL`,
      'e.g. openai:gpt-4o-mini, anthropic:claude-haiku-4-5, gemini:gemini-2.5-flash',
    );
  const key = name.slice(0, colon);
  const model = name.slice(colon + 1);
  const factory = lookup('chat provider', chatProviders, key);
  const opts = { ...normaliseKeys(flags), ...normaliseKeys(options) };
  checkKnown(name, opts, Object.keys(MODEL_OPTIONS));
  const baseUrl = (opts['base-url'] || factory.defaultBaseUrl).replace(/\/+$/, '');
  const keyVars = keyNames(opts, factory.keyEnv);
  const apiKey = keyVars.map((v) => env[v]).find((v) => v);
  if (!apiKey && (factory.keyRequired(baseUrl) || opts['api-key-env']))
    throw usageError(
      `${name}: no API key: set ${keyVars.join(' or ')} in the environment`,
      `e.g. export ${keyVars[0]}=...  (or pass api-key-env=NAME to read another variable)`,
    );
  const temperature = numOpt(name, opts, 'temperature') ?? GENERATE_DEFAULTS.temperature;
  if (temperature < 0 || temperature > 2)
    throw usageError(`${name}: option temperature: expected 0..2, got ${temperature}`);
  const price = (k: string) => {
    const v = numOpt(name, opts, k);
    if (v !== undefined && v < 0) throw usageError(`${name}: option ${k}: expected a price >= 0, got ${v}`);
    return v;
  };
  return {
    spec: name,
    provider: factory.create(model, { baseUrl, apiKey }),
    baseUrl,
    keyVars,
    timeoutMs: Math.round((numOpt(name, opts, 'timeout') ?? GENERATE_DEFAULTS.timeoutS) * 1000),
    retries: intOpt(name, opts, 'retries', GENERATE_DEFAULTS.retries, 0),
    retryBaseMs: intOpt(name, opts, 'retry-base-ms', GENERATE_DEFAULTS.retryBaseMs, 0),
    temperature,
    seed: intOpt(name, opts, 'seed', GENERATE_DEFAULTS.seed, 0),
    maxTokens: intOpt(name, opts, 'max-tokens', GENERATE_DEFAULTS.maxTokens, 1),
    priceIn: price('price-in'),
    priceOut: price('price-out'),
  };
}

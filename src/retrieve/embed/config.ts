/**
 * Embedding options, resolved once: defaults < environment < options (from "name?key=value" and CLI flags).
 * This is the one place in src/retrieve/embed that reads environment variables, and it takes them as a
 * parameter. Option names are kebab-case; camelCase and snake_case spellings are accepted.
 */
import { ExecretError, usageError } from '../../core/errors.js';
import { didYouMean } from '../../core/suggest.js';
import { findPreset, presets, type Pooling, type Preset } from './presets.js';
import type { Env } from '../../core/env.js';
import type { RetrieverOptions, Role } from '../types.js';

export type { Env };

/** Options every provider takes, with their defaults (for --list-retrievers and validation). */
export const commonOptions = Object.freeze({
  'batch-size': 'provider default',
  concurrency: '4',
  timeout: '60 (seconds per request)',
  retries: '5',
  'retry-base-ms': '500',
  'query-prefix': 'preset',
  'document-prefix': 'preset',
  instruction: 'preset',
  preset: 'matched from the model name',
  similarity: 'preset (cosine|dot)',
  revision: '',
  price: 'USD per 1M tokens (built-in table)',
});

export interface ResolvedCommon {
  batchSize: number;
  concurrency: number;
  timeoutMs: number;
  retries: number;
  retryBaseMs: number;
  presetName: string;
  preset: Readonly<Preset>;
  queryPrefix: string;
  documentPrefix: string;
  similarity: 'cosine' | 'dot';
  revision: string | null;
  pricePerMTokens: number | undefined;
}

/** Normalise option keys to kebab-case: baseUrl, base_url and base-url are the same option. */
export function normaliseKeys(options: RetrieverOptions): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(options)) {
    const key = k
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/_/g, '-')
      .toLowerCase();
    out[key] = v;
  }
  return out;
}

/** Reject options nobody reads, with a did-you-mean. */
export function checkKnown(spec: string, opts: Record<string, string>, known: readonly string[]): void {
  for (const k of Object.keys(opts)) {
    if (known.includes(k)) continue;
    const near = didYouMean(k, known);
    throw usageError(
      `${spec}: unknown option "${k}"${near ? ` (did you mean "${near}"?)` : ''}`,
      `options: ${known.join(', ')}`,
    );
  }
}

export function intOpt(
  spec: string,
  opts: Record<string, string>,
  key: string,
  dflt: number,
  min = 1,
): number {
  const raw = opts[key];
  if (raw === undefined || raw === '') return dflt;
  const v = Number(raw);
  if (!Number.isInteger(v) || v < min) {
    throw usageError(`${spec}: option ${key}: expected an integer >= ${min}, got "${raw}"`);
  }
  return v;
}

export function numOpt(spec: string, opts: Record<string, string>, key: string): number | undefined {
  const raw = opts[key];
  if (raw === undefined || raw === '') return undefined;
  const v = Number(raw);
  if (!Number.isFinite(v) || v < 0) {
    throw usageError(`${spec}: option ${key}: expected a number >= 0, got "${raw}"`);
  }
  return v;
}

export function boolOpt(spec: string, opts: Record<string, string>, key: string, dflt: boolean): boolean {
  const raw = opts[key];
  if (raw === undefined || raw === '') return dflt;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw usageError(`${spec}: option ${key}: expected true or false, got "${raw}"`);
}

export function choiceOpt<T extends string>(
  spec: string,
  opts: Record<string, string>,
  key: string,
  choices: readonly T[],
  dflt: T,
): T {
  const raw = opts[key];
  if (raw === undefined || raw === '') return dflt;
  if ((choices as readonly string[]).includes(raw)) return raw as T;
  throw usageError(`${spec}: option ${key}: expected one of ${choices.join(', ')}, got "${raw}"`);
}

/**
 * Resolve the options every provider shares. `usePresets` is false for hosted APIs whose models take no
 * text prefix (OpenAI, Gemini, Voyage, Cohere); the OpenAI-compatible provider uses presets when the served
 * model is an open model (vLLM, TEI, Ollama ...).
 */
export function resolveCommon(
  spec: string,
  model: string,
  opts: Record<string, string>,
  defaults: { batchSize: number; usePresets: boolean },
): ResolvedCommon {
  let presetName = 'none';
  let preset: Readonly<Preset> = presets.none;
  if (opts.preset !== undefined && opts.preset !== '') {
    if (!Object.prototype.hasOwnProperty.call(presets, opts.preset)) {
      const near = didYouMean(opts.preset, Object.keys(presets));
      throw usageError(
        `${spec}: unknown preset "${opts.preset}"${near ? ` (did you mean "${near}"?)` : ''}`,
        `presets: ${Object.keys(presets).join(', ')}`,
      );
    }
    presetName = opts.preset;
    preset = presets[presetName];
  } else if (defaults.usePresets) {
    const found = findPreset(model);
    if (found) ({ name: presetName, preset } = found);
  }
  const instruction = opts.instruction ?? preset.instruction ?? '';
  const fill = (p: string) => p.replace('{instruction}', instruction);
  return {
    batchSize: intOpt(spec, opts, 'batch-size', defaults.batchSize),
    concurrency: intOpt(spec, opts, 'concurrency', 4),
    timeoutMs: Math.round((numOpt(spec, opts, 'timeout') ?? 60) * 1000),
    retries: intOpt(spec, opts, 'retries', 5, 0),
    retryBaseMs: intOpt(spec, opts, 'retry-base-ms', 500, 0),
    presetName,
    preset,
    queryPrefix: fill(opts['query-prefix'] ?? preset.queryPrefix),
    documentPrefix: fill(opts['document-prefix'] ?? preset.documentPrefix),
    similarity: choiceOpt(spec, opts, 'similarity', ['cosine', 'dot'] as const, preset.similarity),
    revision: opts.revision || null,
    pricePerMTokens: numOpt(spec, opts, 'price'),
  };
}

/** The API key from the environment variable, or a clear exit-2 error naming that variable. */
export function requireKey(spec: string, env: Env, names: readonly string[]): string {
  for (const n of names) {
    const v = env[n];
    if (v) return v;
  }
  throw new ExecretError('E_USAGE', `${spec}: no API key: set ${names.join(' or ')} in the environment`, {
    hint: `e.g. export ${names[0]}=...  (or pass api-key-env=NAME to read another variable)`,
  });
}

export function keyNames(opts: Record<string, string>, dflt: readonly string[]): readonly string[] {
  return opts['api-key-env'] ? [opts['api-key-env']] : dflt;
}

export type { Pooling };

/** The instruction prefix a role's texts get. */
export function rolePrefix(common: ResolvedCommon, role: Role): string {
  return role === 'query' ? common.queryPrefix : common.documentPrefix;
}

/**
 * The vector identity of a hosted (HTTP) provider: everything besides the text that changes its vectors, which
 * the embedding cache keys on. `task` is the role's task type or input type as the API names it (null if none).
 */
export function httpVectorIdentity(
  common: ResolvedCommon,
  baseUrl: string,
  dimensions: number | undefined,
  task: (role: Role) => string | null,
): (role: Role) => Readonly<Record<string, unknown>> {
  return (role) => ({
    baseUrl,
    revision: common.revision,
    prompt: rolePrefix(common, role),
    task: task(role),
    dimensions: dimensions ?? null,
    dtype: 'float',
    normalize: null,
    pooling: null,
  });
}

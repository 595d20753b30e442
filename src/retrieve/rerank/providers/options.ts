/**
 * Options every API reranker takes, resolved once (defaults < options from the spec and CLI), with the embedding
 * providers' helpers (src/retrieve/embed/config.ts): the same names, parsing, key lookup and messages.
 */
import { ExecretError } from '../../../core/errors.js';
import { checkKnown, intOpt, keyNames, normaliseKeys, numOpt, type Env } from '../../embed/config.js';

export const API_OPTIONS = Object.freeze({
  'base-url': '',
  'api-key-env': '',
  'batch-size': '(per provider)',
  concurrency: '4',
  timeout: '60 (seconds per request)',
  retries: '5',
  'retry-base-ms': '500',
  revision: '',
});

export interface ApiSetup {
  baseUrl: string;
  /** the key, or undefined where none is needed (a local server) */
  apiKey: string | undefined;
  /** the variables the key was looked for in */
  keyVars: readonly string[];
  batchSize: number;
  concurrency: number;
  timeoutMs: number;
  retries: number;
  retryBaseMs: number;
  revision: string | null;
}

/**
 * Resolve the options of an API reranker. `defaultBaseUrl` empty means the user must give base-url (a server of
 * their own); the key is required when `keyRequired` says so for this base URL, and its absence is a usage error
 * (exit 2) that names the variable.
 */
export function resolveApi(
  name: string,
  raw: Readonly<Record<string, string>>,
  api: {
    defaultBaseUrl: string;
    keyEnv: readonly string[];
    keyRequired: (baseUrl: string) => boolean;
    batchSize: number;
    extra?: readonly string[];
  },
  env: Env,
): { setup: ApiSetup; opts: Record<string, string> } {
  const opts = normaliseKeys(raw);
  checkKnown(name, opts, [...Object.keys(API_OPTIONS), ...(api.extra ?? [])]);
  const baseUrl = (opts['base-url'] || api.defaultBaseUrl).replace(/\/+$/, '');
  if (!baseUrl) {
    throw new ExecretError('E_USAGE', `${name}: no base URL: this reranker calls a server of your own`, {
      hint: 'pass --base-url http://HOST:PORT (or base-url=... in the spec)',
    });
  }
  const keyVars = keyNames(opts, api.keyEnv);
  const apiKey = keyVars.map((v) => env[v]).find((v) => v);
  if (!apiKey && (api.keyRequired(baseUrl) || opts['api-key-env'])) {
    throw new ExecretError('E_USAGE', `${name}: no API key: set ${keyVars.join(' or ')} in the environment`, {
      hint: `e.g. export ${keyVars[0]}=...  (or pass api-key-env=NAME to read another variable)`,
    });
  }
  return {
    opts,
    setup: {
      baseUrl,
      apiKey,
      keyVars,
      batchSize: intOpt(name, opts, 'batch-size', api.batchSize),
      concurrency: intOpt(name, opts, 'concurrency', 4),
      timeoutMs: Math.round((numOpt(name, opts, 'timeout') ?? 60) * 1000),
      retries: intOpt(name, opts, 'retries', 5, 0),
      retryBaseMs: intOpt(name, opts, 'retry-base-ms', 500, 0),
      revision: opts.revision || null,
    },
  };
}

/** A 401 or 403 from the API: exit 2, naming the variable the key came from. */
export function rejectedKey(name: string, e: unknown, keyVars: readonly string[]): unknown {
  const cause = (e as { cause?: unknown }).cause;
  const status = (cause as { status?: number } | undefined)?.status;
  if (e instanceof ExecretError && (status === 401 || status === 403)) {
    return new ExecretError(
      'E_PROVIDER',
      `${name}: the API rejected the key in ${keyVars.join(' or ')}: ${e.message}`,
      {
        hint: `check ${keyVars[0]}`,
        cause: e,
      },
    );
  }
  return e;
}

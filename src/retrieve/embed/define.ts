import type { Env, ResolvedCommon } from './config.js';
import type { EmbeddingProvider } from './types.js';

/** What a provider module builds: the bare API call (one request per embed call) plus its resolved options. */
export interface BuiltProvider {
  raw: EmbeddingProvider;
  common: ResolvedCommon;
  /** hosted or HTTP providers get timeouts and retries; local models do not */
  remote: boolean;
  /** the vector-identity fields, recorded in summary.json as the system config */
  config: Readonly<Record<string, unknown>>;
}

/** One entry of the provider table: how to build a provider from "prefix:model?options". */
export interface ProviderDef {
  description: string;
  /** provider-specific option names and defaults (common options are added by the table) */
  options: Readonly<Record<string, string>>;
  build(spec: string, model: string, opts: Record<string, string>, env: Env): BuiltProvider;
}

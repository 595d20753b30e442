import type { Env } from '../../core/env.js';
import { usageError } from '../../core/errors.js';
import { lookup } from '../../core/registry.js';
import { createEmbeddingRetriever } from '../../retrieve/embed/index.js';
import { checkOptions, intOption } from '../../retrieve/options.js';
import { parseRetrieverSpec } from '../../retrieve/registry.js';
import { hashingEmbed } from '../../retrieve/sparse/hashing.js';
import { builtinRetrievers } from '../../retrieve/sparse/index.js';
import type { Role, RetrieverOptions } from '../../retrieve/types.js';
import type { TextNeed, Vectors } from './task-type.js';

/**
 * What task types need from a model: vectors of texts, per role. Any execret embedder gives them: the offline
 * `hashing` embedder, and every embedding provider (`openai:`, `gemini:`, `voyage:`, `cohere:`, `hf:`), through
 * the same wrappers as `execret eval` (batching, retries, the SQLite cache keyed by everything that changes a
 * vector). `bm25` and `tfidf` score pairs of texts but give no vectors, so they cannot be encoders.
 */
export interface TextEncoder {
  /** the spec it was made from */
  readonly name: string;
  readonly config: Readonly<Record<string, unknown>>;
  encode(texts: readonly string[], role: Role): Promise<ArrayLike<number>[]>;
  close(): void;
}

export interface EncoderOptions {
  /** options for every encoder (base-url, model-dir, ...), as `execret eval -O` */
  options?: RetrieverOptions;
  /** SQLite embedding cache for providers, or false */
  cache?: string | false;
  /** the environment execret runs in (core/env.ts; the CLI passes its own): the providers' API keys */
  env?: Env;
}

interface EncoderFactory {
  description: string;
  create(name: string, options: RetrieverOptions): TextEncoder;
}

const hashing: EncoderFactory = {
  description: 'the offline feature-hashing embedder (code tokens and bigrams, signed, L2-normalised)',
  create(name, options) {
    checkOptions(name, options, ['dims', 'seed']);
    const dims = intOption(name, options, 'dims', 1024, 1, 1 << 20);
    const seed = intOption(name, options, 'seed', 0, 0, 0xfffffffe);
    return {
      name,
      config: { encoder: 'hashing', dims, seed },
      encode: async (texts) => texts.map((t) => hashingEmbed(t, dims, seed)),
      close: () => {},
    };
  },
};

/** Built-in encoders by name; embedding providers are resolved by their prefix (`openai:...`). */
export const builtinEncoders: Readonly<Record<string, EncoderFactory>> = Object.freeze({ hashing });

export function resolveEncoder(spec: string, opts: EncoderOptions = {}): TextEncoder {
  const parsed = parseRetrieverSpec(spec);
  if (parsed.kind === 'builtin') {
    if (parsed.factoryKey in builtinRetrievers && !(parsed.factoryKey in builtinEncoders))
      throw usageError(
        `"${parsed.factoryKey}" scores pairs of texts but gives no vectors, which lite task types need`,
        `use an embedder: ${Object.keys(builtinEncoders).join(', ')}, or a provider such as openai:MODEL or hf:MODEL`,
      );
    return lookup('text encoder', builtinEncoders, parsed.factoryKey).create(parsed.name, parsed.options);
  }
  const dense = createEmbeddingRetriever(
    parsed.name,
    { ...opts.options, ...parsed.options },
    { env: opts.env },
  );
  const cache = opts.cache ?? false;
  return {
    name: spec,
    config: dense.config,
    encode: (texts, role) => dense.embed(texts, role, { cache }),
    close: () => dense.close(),
  };
}

/** What encoding a set of needs cost: distinct (role, text) pairs needed, and texts sent to the encoder. */
export interface EncodeStats {
  texts_needed: number;
  texts_encoded: number;
}

/**
 * Encode each distinct (role, text) of the needs once and return a lookup; asking the lookup for a text that
 * was not among the needs is a bug in a task type (it would make `lite eval` encode more than it says).
 */
export async function encodeNeeds(
  enc: TextEncoder,
  needs: readonly TextNeed[],
): Promise<{ vectors: Vectors; stats: EncodeStats }> {
  const byRole = new Map<Role, Map<string, ArrayLike<number>>>();
  let encoded = 0;
  for (const role of ['query', 'document'] as const) {
    const texts = [...new Set(needs.filter((n) => n.role === role).map((n) => n.text))];
    if (texts.length === 0) continue;
    const vecs = await enc.encode(texts, role);
    encoded += texts.length;
    byRole.set(role, new Map(texts.map((t, i) => [t, vecs[i]])));
  }
  const vectors: Vectors = {
    get(role, text) {
      const v = byRole.get(role)?.get(text);
      if (v === undefined) throw new Error(`internal: no ${role} vector for a text the task did not ask for`);
      return v;
    },
  };
  const needed = [...byRole.values()].reduce((s, m) => s + m.size, 0);
  return { vectors, stats: { texts_needed: needed, texts_encoded: encoded } };
}

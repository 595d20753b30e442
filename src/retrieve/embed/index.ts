import type { RetrieverFactory } from '../types.js';

/** Embedding providers, by the prefix before ":" in a retriever name (hf:, openai:, gemini:, voyage:, cohere:). */
export const embeddingProviders: Readonly<Record<string, RetrieverFactory>> = Object.freeze({});

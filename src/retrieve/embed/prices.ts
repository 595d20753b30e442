/**
 * List prices in USD per 1M input tokens, for cost estimates in summaries. Taken from each vendor's public
 * pricing page as of 2025 (openai.com/api/pricing, docs.voyageai.com/docs/pricing, cohere.com/pricing,
 * ai.google.dev/gemini-api/docs/pricing, mistral.ai/pricing); they change, so the figure is an estimate,
 * labelled as such, and `price=` overrides it. Models not listed get no cost (only tokens).
 */
export const pricesUsdPerMTokens: Readonly<Record<string, number>> = Object.freeze({
  'openai:text-embedding-3-small': 0.02,
  'openai:text-embedding-3-large': 0.13,
  'openai:text-embedding-ada-002': 0.1,
  'openai:codestral-embed': 0.15,
  'voyage:voyage-code-3': 0.18,
  'voyage:voyage-3.5': 0.06,
  'voyage:voyage-3.5-lite': 0.02,
  'voyage:voyage-3-large': 0.18,
  'cohere:embed-v4.0': 0.12,
  'cohere:embed-english-v3.0': 0.1,
  'gemini:gemini-embedding-001': 0.15,
});

export function priceFor(provider: string, model: string, override?: number): number | undefined {
  if (override !== undefined) return override;
  return pricesUsdPerMTokens[`${provider}:${model}`];
}

/**
 * List prices in USD per 1M tokens (input, output) of chat models, for `--max-cost` and the spend in progress
 * lines. From the vendors' public pricing pages as of 2025 (openai.com/api/pricing, anthropic.com/pricing,
 * ai.google.dev/gemini-api/docs/pricing); they change, so spend is an estimate, labelled as such, and the model
 * options `price-in=` / `price-out=` override it. A model not listed has no known cost: runs say so, and
 * `--max-cost` then needs the two options.
 */
export const CHAT_PRICES: Readonly<Record<string, { input: number; output: number }>> = Object.freeze({
  'openai:gpt-4o-mini': { input: 0.15, output: 0.6 },
  'openai:gpt-4o': { input: 2.5, output: 10 },
  'openai:gpt-4.1': { input: 2, output: 8 },
  'openai:gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'openai:gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'openai:gpt-5': { input: 1.25, output: 10 },
  'openai:gpt-5-mini': { input: 0.25, output: 2 },
  'openai:gpt-5-nano': { input: 0.05, output: 0.4 },
  'anthropic:claude-haiku-4-5': { input: 1, output: 5 },
  'anthropic:claude-sonnet-4-5': { input: 3, output: 15 },
  'anthropic:claude-3-5-haiku-latest': { input: 0.8, output: 4 },
  'anthropic:claude-opus-4-1': { input: 15, output: 75 },
  'gemini:gemini-2.5-flash': { input: 0.3, output: 2.5 },
  'gemini:gemini-2.5-flash-lite': { input: 0.1, output: 0.4 },
  'gemini:gemini-2.5-pro': { input: 1.25, output: 10 },
  'gemini:gemini-2.0-flash': { input: 0.1, output: 0.4 },
});

export interface Price {
  input: number;
  output: number;
}

/** The price of a model: the options' override, else the table, else undefined (cost unknown). */
export function chatPrice(
  spec: string,
  override: { priceIn?: number; priceOut?: number },
): Price | undefined {
  const table = CHAT_PRICES[spec];
  const input = override.priceIn ?? table?.input;
  const output = override.priceOut ?? table?.output;
  return input === undefined || output === undefined ? undefined : { input, output };
}

export const costOf = (p: Price, inputTokens: number, outputTokens: number): number =>
  (p.input * inputTokens + p.output * outputTokens) / 1e6;

/** The defaults of `execret generate` (one module; the CLI's flags in src/cli/generate-flags.ts show them). */
export const GENERATE_DEFAULTS = Object.freeze({
  /** attempts per entry: a response the gate rejects is retried with the gate's message */
  attempts: 3,
  /** registry entries drafted per domain */
  perDomain: 20,
  /** entries asked for per registry call */
  batch: 10,
  /** two queries closer than this TF-IDF cosine are near-duplicates (the gate's --strict-duplicates limit) */
  similarity: 0.8,
  /** free-form rewrites asked for per task */
  freeForm: 0,
  /** model calls in flight */
  concurrency: 4,
  language: 'python',
  temperature: 0,
  seed: 0,
  maxTokens: 4096,
  timeoutS: 120,
  retries: 5,
  retryBaseMs: 500,
});

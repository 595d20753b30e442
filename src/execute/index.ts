/** The execution oracle: run untrusted snippets against tests, sandboxed, cached. */
export { createOracle, DEFAULT_MEMORY_MB, DEFAULT_SHARE, DEFAULT_TIMEOUT_S } from './oracle.js';
export { OutcomeCache, outcomeKey, type OutcomeKeyParts } from './cache.js';
export { planSandbox, SANDBOX_MODES, type SandboxMode, type SandboxPlan } from './sandbox.js';
export {
  renderVerifySummary,
  verify,
  type FailingReference,
  type VerifyOptions,
  type VerifyResult,
  type VerifySummary,
} from './verify.js';
export type * from './types.js';

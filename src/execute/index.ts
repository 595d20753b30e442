/** The execution oracle: run untrusted snippets against tests, sandboxed, cached. */
export { createOracle, DEFAULT_MEMORY_MB, DEFAULT_SHARE, DEFAULT_TIMEOUT_S } from './oracle.js';
export { OutcomeCache, outcomeKey, type OutcomeKeyParts } from './cache.js';
export { bwrapViewArgs, describeView, PRIVATE_MOUNTS, viewOf, type FsView } from './fs-view.js';
export { firstLine, printable } from './printable.js';
export {
  C_LIBRARY_FILES,
  NODE_PROBE,
  PYTHON_PROBE,
  RUNTIME_PROBES,
  runtimeView,
  type RuntimeProbe,
} from './runtime-probe.js';
export { planSandbox, SANDBOX_MODES, type SandboxMode, type SandboxPlan } from './sandbox.js';
export {
  filesystemSummary,
  renderVerifySummary,
  verify,
  type FilesystemSummary,
  type FailingReference,
  type VerifyOptions,
  type VerifyResult,
  type VerifySummary,
} from './verify.js';
export type * from './types.js';

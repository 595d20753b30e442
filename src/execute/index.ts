/** The execution oracle: run untrusted snippets against tests, sandboxed, cached. */
export { createOracle } from './oracle.js';
export {
  checkSandboxNumber,
  DEFAULT_CACHE_PATH,
  pickSandboxOptions,
  resolveSandboxOptions,
  SANDBOX_DEFAULTS,
  SANDBOX_LIMITS,
  SANDBOX_MODES,
  type ResolvedSandboxOptions,
  type SandboxMode,
  type SandboxOptions,
} from './options.js';
export { WorkerPool, type PoolSpec } from './pool.js';
export { PYTHON_ENV, pythonRuntime, type HarnessLimits, type RuntimeDescription } from './runtime.js';
export { describeHarnessExit, HARNESS_EXITS } from './harness-protocol.js';
export { OutcomeCache, outcomeKey, type OutcomeKeyParts } from './cache.js';
export { bwrapViewArgs, describeView, PRIVATE_MOUNTS, viewOf, type FsView } from './fs-view.js';
export { firstLine, printable } from './printable.js';
export {
  C_LIBRARY_FILES,
  NODE_PROBE,
  PYTHON_PROBE,
  runtimeView,
  type RuntimeProbe,
} from './runtime-probe.js';
export { launchArgv, planSandbox, type SandboxPlan } from './sandbox.js';
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

import type { Env } from '../core/env.js';

/**
 * The one place execret reads process.env: every command takes the environment from here and passes it to the
 * library as `env` (the library reads none itself). What is read from it, each where the option is resolved:
 * - PATH: where python3, bwrap, unshare and git are found (src/execute/sandbox.ts, src/lang/python/runtime.ts,
 *   src/tasks/import/repo/git.ts);
 * - EXECRET_PYTHON: the interpreter, below --python (src/execute/oracle.ts);
 * - the API keys of embedding, reranking and chat providers, named in their tables (`api-key-env`);
 * - SLURM_ARRAY_TASK_*, JOB_COMPLETION_INDEX and EXECRET_SHARD_COUNT for `--shard auto` (src/core/shard.ts).
 */
export function cliEnv(): Env {
  return process.env;
}

/**
 * The environment execret was started in, as the library takes it: a plain record passed in by the caller. The
 * library reads no environment variable of its own (scripts/check-imports.mjs fails when code outside src/cli
 * reads the process's environment, argv or exits); the CLI reads it in one place (src/cli/env.ts) and passes it
 * down as `env`.
 */
export type Env = Readonly<Record<string, string | undefined>>;

/** Where programs (python3, bwrap, unshare, git) are looked up when the environment given has no PATH. */
export const DEFAULT_SEARCH_PATH = '/usr/bin:/bin';

/** The PATH of `env`, else DEFAULT_SEARCH_PATH. */
export function searchPath(env: Env | undefined): string {
  return env?.PATH ?? DEFAULT_SEARCH_PATH;
}

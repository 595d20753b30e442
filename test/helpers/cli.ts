import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** newest modification time of any file under `dir` (ms) */
function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** the compiled CLI when dist/ was built after every source file changed (as `npm ci` leaves it), else undefined */
function compiledCli(): string | undefined {
  if (process.env.EXECRET_TEST_CLI === 'src') return undefined;
  const main = join(REPO_ROOT, 'dist', 'cli', 'main.js');
  try {
    return statSync(main).mtimeMs >= newest(join(REPO_ROOT, 'src'))
      ? join(REPO_ROOT, 'bin', 'execret.js')
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The node arguments that run the CLI as a user would: the compiled `bin/execret.js` when dist/ is up to date with
 * src/ (CI: `npm ci` builds it), else the sources through tsx. The compiled CLI starts in a third of tsx's CPU time,
 * and the suite starts it over a hundred times. `EXECRET_TEST_CLI=src` forces the sources.
 */
export const CLI_ARGS: readonly string[] = (() => {
  const bin = compiledCli();
  // tsx by its resolved URL, so that the CLI also starts from a working directory outside the repository
  return bin ? [bin] : ['--import', import.meta.resolve('tsx'), join(REPO_ROOT, 'src/cli/dev.ts')];
})();

/** one shell word for each of node and CLI_ARGS, for command lines run by a shell (sbatch scripts) */
export const CLI_COMMAND = [process.execPath, ...CLI_ARGS].join(' ');

/** Run the CLI, as a user would, and capture stdout/stderr/exit status. */
export function runCli(
  args: string[],
  opts: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string; timeoutMs?: number } = {},
): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [...CLI_ARGS, ...args], {
    cwd: opts.cwd ?? REPO_ROOT,
    env: opts.env ?? process.env,
    input: opts.input,
    encoding: 'utf8',
    timeout: opts.timeoutMs ?? 120_000,
    maxBuffer: 256 * 1024 * 1024,
  });
}

/**
 * Start the CLI without blocking this process's event loop (spawnSync would stall a server that lives in the test
 * process, such as a scripted model), as a user would. `done` settles when it exits; `child` can be killed.
 */
export function spawnCli(args: string[], opts: { env?: NodeJS.ProcessEnv } = {}) {
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    cwd: REPO_ROOT,
    env: opts.env ?? process.env,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  const done = new Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }>(
    (r) => child.on('close', (code, signal) => r({ code, signal, stdout, stderr })),
  );
  return { child, done };
}

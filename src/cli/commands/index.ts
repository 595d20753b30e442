import type { Command } from 'commander';

/**
 * One entry per CLI command. A command file is thin: it declares options in `register` and imports the library
 * function it calls lazily, inside its action (`await import('../../build/index.js')`), so that startup and
 * `--help` stay fast and `execret verify` never loads the ONNX runtime.
 */
export interface CommandSpec {
  summary: string;
  load: () => Promise<{ register(cmd: Command): void | Promise<void> }>;
}

export const commands: Readonly<Record<string, CommandSpec>> = Object.freeze({
  // Added by each stage: verify, mutate, build, import, eval, compare, report, export-embeddings, lite.
  lite: { summary: 'small validated item subsets', load: () => import('./lite.js') },
});

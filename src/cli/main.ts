import { Command, CommanderError } from 'commander';
import { ExecretError, isExecretError } from '../core/errors.js';
import { TOOL_VERSION } from '../core/version.js';
import { commands } from './commands/index.js';

/**
 * The only place that reads argv and calls process.exit. Each command lives in its own file under
 * ./commands and is loaded lazily; it parses options and calls a library function.
 */
export async function main(argv: string[]): Promise<void> {
  const program = new Command('execret')
    .description('Execution-grounded evaluation of code retrieval, and validated lite subsets.')
    .version(TOOL_VERSION)
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  for (const [name, spec] of Object.entries(commands)) {
    const cmd = program.command(name).description(spec.summary).allowUnknownOption(false);
    // The command's own file defines its options and action; it is imported only when it runs or is asked for help.
    await (await spec.load()).register(cmd);
  }
  let code = 0;
  try {
    if (argv.length === 0) argv = defaultCommand in commands ? [defaultCommand] : ['--help'];
    await program.parseAsync(argv, { from: 'user' });
    code = Number(process.exitCode ?? 0);
  } catch (e) {
    code = report(e);
  }
  // Let stdout drain before exiting (large --json documents).
  await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
  process.exit(code);
}

/** With no arguments, execret runs the main job: the bundled benchmark with the built-in offline retrievers. */
const defaultCommand = 'eval';

export function report(e: unknown): number {
  if (e instanceof CommanderError) {
    if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.exitCode === 0) return 0;
    return 2; // commander already printed the message
  }
  if (isExecretError(e)) {
    process.stderr.write(`execret: error[${e.code}]: ${e.format()}\n`);
    if (e.exitCode !== 2 && e.cause)
      process.stderr.write(`${String((e.cause as Error)?.stack ?? e.cause)}\n`);
    return e.exitCode;
  }
  process.stderr.write(
    `execret: internal error (this is a bug, please report it):\n${(e as Error)?.stack ?? e}\n`,
  );
  return 70;
}

export { ExecretError };

import { Command, CommanderError } from 'commander';
import { ExecretError, isExecretError } from '../core/errors.js';
import { TOOL_VERSION } from '../core/version.js';
import { commands } from './commands/index.js';
import { checkOutPath } from './io.js';

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
  program.hook('preAction', (_program, action) => checkOutOption(action));
  let code = 0;
  try {
    await program.parseAsync(withDefaultCommand(argv), { from: 'user' });
    code = Number(process.exitCode ?? 0);
  } catch (e) {
    code = report(e);
  }
  // Let stdout drain before exiting (large --json documents).
  await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
  process.exit(code);
}

/** A command's --out, whatever the command: a path it cannot create fails before any work (checkOutPath). */
function checkOutOption(action: Command): void {
  const option = action.options.find((o) => o.long === '--out');
  const value = action.opts().out as unknown;
  if (option === undefined || typeof value !== 'string') return;
  // with --shard, every command's --out is its shard folder
  const folder = option.flags.includes('<dir>') || action.opts().shard !== undefined;
  checkOutPath(value, folder ? true : option.flags.includes('<path>') ? 'either' : false);
}

/** With no command, execret runs the main job: the bundled benchmark with the built-in offline retrievers. */
const defaultCommand = 'eval';

/** The program's own options, which stay with the program rather than going to the default command. */
const PROGRAM_OPTIONS = new Set(['-h', '--help', '-V', '--version']);

/**
 * `execret [eval options]` is `execret eval [eval options]` (README: "the same as"): with no arguments, or when
 * the first argument is an option other than the program's own, the default command is put in front. A first
 * argument that is not an option stays a command name, so a mistyped command is still reported as unknown.
 */
export function withDefaultCommand(argv: readonly string[]): string[] {
  if (argv.length === 0 || (argv[0].startsWith('-') && !PROGRAM_OPTIONS.has(argv[0])))
    return [defaultCommand, ...argv];
  return [...argv];
}

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

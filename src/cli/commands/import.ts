import { InvalidArgumentError, type Command } from 'commander';
import { printJson } from '../io.js';
import { addSandboxFlags, sandboxOptionsFrom, type SandboxFlagValues } from '../sandbox-flags.js';
import { addShardFlags, shardFrom, type ShardFlagValues } from '../shard-flags.js';

export function register(cmd: Command): void {
  cmd
    .argument(
      '<format>',
      'humaneval | humaneval-plus | humaneval-x | mbpp | mbpp-plus | multipl-e | native | repo',
    )
    .argument(
      '<file>',
      'input file: JSON Lines or one JSON array, optionally gzip-compressed (repo: a folder)',
    )
    .requiredOption('--out <file>', 'native task JSONL to write')
    .option(
      '--solutions <file>',
      'multipl-e: JSON Lines of {"name", "solution"}, the code that follows each prompt (prompts files carry none)',
    )
    .option(
      '--history',
      "repo: earlier versions of each function from git that fail today's tests, as distractors",
    )
    .option(
      '--domain-from <rule>',
      'repo: the domain of a task: top | package | dir | module | regex:PATTERN (default: top)',
    )
    .option('--history-commits <n>', 'repo --history: commits read per file (default: 50)', positiveInt)
    .option(
      '--history-versions <n>',
      'repo --history: distinct earlier versions run per function (default: 8)',
      positiveInt,
    )
    .option('--json', 'print one JSON summary on stdout')
    .option('--quiet', 'do not list skipped records on stderr');
  addShardFlags(addSandboxFlags(cmd))
    .addHelpText(
      'after',
      '\nA record that cannot become a task is skipped and reported (file:line: reason); the file goes on.\n' +
        'Exit 0 with at least one task, 1 when no record became a task, 2 when the file is unreadable, empty or\n' +
        'not the named format. docs/formats.md says what each format does with its quirks.',
    )
    .action(async (format: string, file: string, o: ImportCliOptions) => {
      if (format === 'repo') return importRepository(file, o);
      if (o.shard !== undefined) {
        const { usageError } = await import('../../core/errors.js');
        throw usageError(`--shard: only \`import repo\` is sharded (by task id), not ${format}`);
      }
      const { importTasks, renderImportSummary } = await import('../../tasks/import/index.js');
      const r = await importTasks({
        format,
        file,
        out: o.out,
        solutions: o.solutions,
        onSkip: o.quiet
          ? undefined
          : (s) =>
              process.stderr.write(`${s.file}:${s.line}: skipped${s.id ? ` ${s.id}` : ''}: ${s.reason}\n`),
      });
      if (o.json) printJson(r);
      else process.stdout.write(renderImportSummary(r));
      if (r.tasks === 0) {
        process.stderr.write(`execret: no record of ${file} became a task; nothing written\n`);
        process.exitCode = 1;
      }
    });
}

interface ImportCliOptions extends SandboxFlagValues, ShardFlagValues {
  out: string;
  solutions?: string;
  history?: boolean;
  domainFrom?: string;
  historyCommits?: number;
  historyVersions?: number;
  json?: boolean;
  quiet?: boolean;
}

function positiveInt(raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new InvalidArgumentError(`expected a positive integer, got "${raw}"`);
  return n;
}

/** `execret import repo DIR --out tasks.jsonl [--history]` (docs/import-repo.md). */
async function importRepository(dir: string, o: ImportCliOptions): Promise<void> {
  const { importRepo, renderRepoSummary } = await import('../../construct/repo/index.js');
  const { createLogger } = await import('../../core/log.js');
  const shard = shardFrom(o);
  if (shard) return importShardCommand(dir, o, shard);
  const r = await importRepo({
    ...sandboxOptionsFrom(o),
    ...repoOptions(dir, o, createLogger()),
    onSkip: o.quiet
      ? undefined
      : (s) =>
          process.stderr.write(
            `${s.file}:${s.line}: skipped${s.id ? ` ${s.id}` : ''}: ${s.reason}: ${s.detail}\n`,
          ),
  });
  if (o.json) printJson(r);
  else process.stdout.write(renderRepoSummary(r));
  if (r.tasks === 0) {
    process.stderr.write(`execret: no function of ${dir} became a task; nothing written\n`);
    process.exitCode = 1;
  }
}

/** The options of `import repo` that a whole import and a shard take alike. */
function repoOptions(dir: string, o: ImportCliOptions, log: import('../../core/log.js').Logger) {
  return {
    dir,
    out: o.out,
    history: o.history,
    domainFrom: o.domainFrom,
    historyCommits: o.historyCommits,
    historyVersions: o.historyVersions,
    log,
  };
}

/** `import repo DIR --shard I/N`: this shard's functions, into the shard folder; `execret merge` writes the file. */
async function importShardCommand(
  dir: string,
  o: ImportCliOptions,
  shard: import('../../core/shard.js').ShardSpec,
): Promise<void> {
  const { usageError } = await import('../../core/errors.js');
  if (o.cache === false) throw usageError('--shard keeps its outcomes in the shard folder: drop --no-cache');
  const { importShard } = await import('../../scale/index.js');
  const { createLogger } = await import('../../core/log.js');
  const { cache, ...sandbox } = sandboxOptionsFrom(o);
  void cache;
  const s = await importShard({ ...sandbox, ...repoOptions(dir, o, createLogger()), shard });
  if (o.json) return printJson({ shard: s.manifest, import: s.import ?? null });
  process.stdout.write(
    `shard ${shard.index}/${shard.count}: ${s.manifest.items.length} of ${s.import?.functions ?? 0} functions, ${s.import?.tasks ?? 0} tasks kept, written to ${s.dir}\n` +
      `merge all ${shard.count} shards with: execret merge SHARD_DIR... --out TASKS.jsonl\n`,
  );
}

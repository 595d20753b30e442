import type { Command } from 'commander';
import { BUILD_DEFAULTS, BUILD_LIMITS as L } from '../../construct/defaults.js';
import type { BuildOptions, BuildResult } from '../../construct/index.js';
import { printable } from '../../execute/printable.js';
import { intOption, numberOption, printJson } from '../io.js';
import { addSandboxFlags, sandboxOptionsFrom, type SandboxFlagValues } from '../sandbox-flags.js';
import { addShardFlags, shardFrom, type ShardFlagValues } from '../shard-flags.js';

/** What the gate builds and how it screens. */
function constructionFlags(cmd: Command): Command {
  return cmd
    .option(
      '--distractors <n>',
      `distractors kept per task (${L.distractors.min}-${L.distractors.max})`,
      intOption('--distractors', L.distractors.min, L.distractors.max),
      BUILD_DEFAULTS.distractors,
    )
    .option(
      '--stack <k>',
      `stacked mutants of K line-disjoint edits (${L.stack.min}-${L.stack.max})`,
      intOption('--stack', L.stack.min, L.stack.max),
    )
    .option('--seed <s>', 'random seed', intOption('--seed', L.seed.min, L.seed.max), BUILD_DEFAULTS.seed)
    .option(
      '--variant-timeout <s>',
      `most a candidate mutant may take while screening, seconds (default: min(--timeout, ${BUILD_DEFAULTS.variantTimeoutS})); each task gets max(0.1 s, 10 x its reference run) up to this`,
      numberOption('--variant-timeout', 0.1, 3600),
    )
    .option(
      '--screen <mode>',
      'auto: stop screening a task once its distractors are settled; all: screen every candidate (full kill-rate table)',
      'auto',
    )
    .option('--ops <list>', 'mutation operators to use, comma-separated (see execret mutate --list-ops)')
    .option(
      '--strict-duplicates',
      "also reject tasks whose reference passes another task's tests, and tasks whose query is near another's (TF-IDF cosine > 0.8); the second in id order goes",
    )
    .option(
      '--balanced',
      'about half the queries (a seeded coin each) get a pool built around a failing clone, of which the canonical and the other clones are single edits, so structure alone cannot find the canonical',
    )
    .option(
      '--full-oracle',
      'oracle.jsonl holds every released snippet against every test (no stopping at the first failure)',
    )
    .option(
      '--amplify',
      'first add EvalPlus-style tests chosen to kill mutants, as `execret amplify` does (up to 10 a task; tasks left with fewer than 7 are left out)',
    );
}

export function register(cmd: Command): void {
  const head = cmd
    .argument('<tasks>', 'native task JSONL')
    .requiredOption('--out <dir>', 'release folder to write');
  addShardFlags(addSandboxFlags(constructionFlags(head)))
    .option('--json', 'print one JSON summary on stdout')
    .option('--quiet', 'no progress on stderr')
    .action(async (tasks: string, o) => {
      const { build } = await import('../../construct/index.js');
      const { commandLogger } = await import('../../core/log.js');
      const log = commandLogger('build', !!o.quiet);
      const shard = shardFrom(o as ShardFlagValues);
      if (shard) return runShard(tasks, o, shard, log);
      const preBuild = o.amplify ? [(await import('../../amplify/index.js')).amplifyStep()] : [];
      const r = await build({ ...buildOptions(tasks, o), preBuild, log });
      if (o.json) printJson(r);
      else process.stdout.write(summaryLines(r).join('\n') + '\n');
      if (r.accepted === 0) process.exitCode = 1;
    });
}

/** `build --shard I/N`: this shard's part of the gate, into the shard folder (src/scale/build-shard.ts). */
async function runShard(
  tasks: string,
  o: Record<string, unknown>,
  shard: import('../../core/shard.js').ShardSpec,
  log: import('../../core/log.js').Logger,
): Promise<void> {
  const { usageError } = await import('../../core/errors.js');
  if (o.cache === false) throw usageError('--shard keeps its outcomes in the shard folder: drop --no-cache');
  const { buildShard } = await import('../../scale/index.js');
  const { cache, ...options } = buildOptions(tasks, o);
  void cache;
  const r = await buildShard({ ...options, shard, amplify: o.amplify === true, log });
  if (o.json) return printJson({ shard: r.manifest, build: r.build ?? null });
  const { index, count } = r.manifest.shard;
  const lines = [
    `shard ${index}/${count}: ${r.manifest.items.length} of ${r.manifest.counts.tasks} tasks, written to ${r.dir}`,
    ...(r.build ? summaryLines(r.build).slice(1) : []),
    `merge all ${count} shards with: execret merge SHARD_DIR... --out RELEASE`,
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

function buildOptions(tasks: string, o: Record<string, unknown>): BuildOptions {
  return {
    tasksFile: tasks,
    outDir: o.out as string,
    distractors: o.distractors as number,
    stack: o.stack as number | undefined,
    seed: o.seed as number,
    screen: o.screen as BuildOptions['screen'],
    variantTimeoutS: o.variantTimeout as number | undefined,
    ops: o.ops
      ? String(o.ops)
          .split(',')
          .map((s: string) => s.trim())
      : undefined,
    fullOracle: o.fullOracle === true,
    strictDuplicates: o.strictDuplicates === true,
    balanced: o.balanced === true,
    ...sandboxOptionsFrom(o as SandboxFlagValues),
  };
}

export function summaryLines(r: BuildResult): string[] {
  const lines = [
    r.accepted ? `release written to ${r.outDir}` : 'no task survived the gate; nothing written',
    `tasks: ${r.tasks} in, ${r.accepted} accepted, ${r.rejected.length} rejected`,
    `distractors: ${r.distractors} (${Object.entries(r.distractorsPerBugType)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')})`,
    `tasks keeping the requested distractors: ${r.tasksWithFullPool}/${r.accepted}`,
    `mutation kill rate: ${(100 * r.killRate.overall).toFixed(1)}% (${r.screening.screened} of ${r.screening.candidates} candidates screened, ${r.screening.rounds} rounds)`,
    `isolation: ${r.isolation.level}; time: ${(r.timings.total / 1000).toFixed(1)} s`,
  ];
  // a reason may quote a snippet's message: escaped, so that it cannot drive the terminal
  for (const x of r.rejected.slice(0, 20)) {
    lines.push(`  rejected ${printable(x.task)} [${x.stage}]: ${printable(x.reason)}`);
  }
  if (r.rejected.length > 20) lines.push(`  ... ${r.rejected.length - 20} more (see build-report.md)`);
  return lines;
}

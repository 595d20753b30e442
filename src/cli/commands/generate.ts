import type { Command } from 'commander';
import type { GenerateRegistryResult, GenerateTasksResult } from '../../generate/index.js';
import { GENERATE_DEFAULTS as d } from '../../generate/options.js';
import { printable } from '../../execute/printable.js';
import { intOption, numberOption, printJson } from '../io.js';
import {
  addGenerateFlags,
  attemptsOption,
  generateOptionsFrom,
  perDomainOption,
  type GenerateFlagValues,
} from '../generate-flags.js';
import { addSandboxFlags, sandboxOptionsFrom, type SandboxFlagValues } from '../sandbox-flags.js';
import { addShardFlags, shardFrom, type ShardFlagValues } from '../shard-flags.js';

/** `execret generate registry|tasks`: the paper's LLM construction pipeline (docs/generate.md). */
export function register(cmd: Command): void {
  registerRegistry(cmd);
  registerTasks(cmd);
}

function registerRegistry(cmd: Command): void {
  addGenerateFlags(
    cmd
      .command('registry')
      .description(
        'draft {entry_point, query, domain} entries per domain, deduplicated, into a registry JSONL',
      )
      .requiredOption('--domain <name...>', 'a domain to draft entries for (repeatable)')
      .option('--per-domain <n>', `entries per domain`, perDomainOption(), d.perDomain)
      .option('--batch <n>', `entries asked for per call`, intOption('--batch', 1, 200), d.batch)
      .option('--against <path>', 'a task file or release folder whose names and queries must not repeat')
      .option(
        '--similarity <x>',
        `drop a query closer than this TF-IDF cosine to an earlier one`,
        numberOption('--similarity', 0, 1),
        d.similarity,
      )
      .requiredOption(
        '--out <file>',
        'registry JSONL to write (the dropped entries go to FILE.dropped.jsonl)',
      ),
  ).action(
    async (
      o: GenerateFlagValues & {
        domain: string[];
        perDomain: number;
        batch: number;
        against?: string;
        similarity: number;
        out: string;
      },
    ) => {
      const { generateRegistry } = await import('../../generate/index.js');
      const r = await generateRegistry({
        ...(await generateOptionsFrom(o, 'generate registry')),
        domains: o.domain,
        perDomain: o.perDomain,
        batch: o.batch,
        out: o.out,
        against: o.against,
        similarity: o.similarity,
      });
      if (o.json) printJson(r);
      else process.stdout.write(registryLines(r).join('\n') + '\n');
      if (r.kept === 0 || r.stopped) process.exitCode = 1;
    },
  );
}

function registerTasks(cmd: Command): void {
  addShardFlags(
    addSandboxFlags(
      addGenerateFlags(
        cmd
          .command('tasks')
          .description(
            'one call per registry entry: reference, tests and four distractors, each answer through the gate',
          )
          .argument('<registry>', 'registry JSONL ({entry_point, query, domain} per line)')
          .requiredOption(
            '--out <file>',
            'native task JSONL to write (task format 2); with --shard, the shard folder',
          )
          .option(
            '--attempts <n>',
            `answers asked for per entry, each retry with the gate's message`,
            attemptsOption(),
            d.attempts,
          )
          .option(
            '--free-form <n>',
            'also ask for N natural buggy rewrites per task, kept when they fail a test',
            intOption('--free-form', 0, 20),
            d.freeForm,
          )
          .option(
            '--concurrency <n>',
            `model calls in flight`,
            intOption('--concurrency', 1, 64),
            d.concurrency,
          )
          .option(
            '--variant-timeout <s>',
            'most a distractor may take while checked, seconds (default: 1)',
            numberOption('--variant-timeout', 0.1, 3600),
          ),
      ),
    ),
  ).action(
    async (
      registry: string,
      o: GenerateFlagValues &
        SandboxFlagValues &
        ShardFlagValues & {
          out: string;
          attempts: number;
          freeForm: number;
          concurrency: number;
          variantTimeout?: number;
        },
    ) => {
      const { generateTasks } = await import('../../generate/index.js');
      const shard = shardFrom(o);
      const common = {
        ...(await generateOptionsFrom(o, 'generate tasks')),
        registryFile: registry,
        attempts: o.attempts,
        freeForm: o.freeForm,
        concurrency: o.concurrency,
        variantTimeoutS: o.variantTimeout,
        ...sandboxOptionsFrom(o),
      };
      if (shard) return generateShardCommand(common, shard, o);
      const r = await generateTasks({ ...common, out: o.out });
      if (o.json) printJson(r);
      else process.stdout.write(taskLines(r).join('\n') + '\n');
      if (r.written === 0 || r.stopped) process.exitCode = 1;
    },
  );
}

/** `generate tasks --shard I/N`: --out is the shard folder (its own call and outcome caches); merge writes the file. */
async function generateShardCommand(
  options: Omit<import('../../generate/index.js').GenerateTasksOptions, 'out'>,
  shard: import('../../core/shard.js').ShardSpec,
  o: { out: string; json?: boolean; cache?: unknown; callCache?: unknown },
): Promise<void> {
  const { usageError } = await import('../../core/errors.js');
  if (o.cache === false || o.callCache === false)
    throw usageError(
      '--shard keeps its calls and outcomes in the shard folder: drop --no-cache / --no-call-cache',
    );
  const { generateShard } = await import('../../scale/index.js');
  const { cache, callCache, ...rest } = options;
  void cache;
  void callCache;
  const s = await generateShard({ ...rest, shard, out: o.out });
  if (o.json) return printJson({ shard: s.manifest, generate: s.generate ?? null });
  process.stdout.write(
    `shard ${shard.index}/${shard.count}: ${s.manifest.items.length} of ${s.manifest.counts.entries} entries, ${s.generate?.written ?? 0} tasks, written to ${s.dir}\n` +
      (s.manifest.status === 'done'
        ? `merge all ${shard.count} shards with: execret merge SHARD_DIR... --out TASKS.jsonl\n`
        : `stopped early (${s.generate?.stopped?.message ?? 'budget'}): run this shard again before the merge\n`),
  );
  if (s.manifest.status !== 'done') process.exitCode = 1;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const usd = (x: number | null) =>
  x === null ? 'unknown (no price for this model)' : `~$${x.toFixed(4)} (estimate)`;

function registryLines(r: GenerateRegistryResult): string[] {
  return [
    `registry written to ${r.out}: ${r.kept} entries (${r.drafted} drafted)`,
    ...Object.entries(r.perDomain).map(
      ([k, s]) => `  ${printable(k)}: ${s.kept} kept of ${s.drafted} drafted in ${s.calls} calls`,
    ),
    `dropped: ${
      Object.entries(r.dropped)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ') || 'none'
    } (see ${r.droppedFile})`,
    ...(r.unreadable ? [`unreadable answers: ${r.unreadable}`] : []),
    `calls: ${r.calls.requests} requests, ${r.calls.cacheHits} cached; tokens ${r.calls.inputTokens} in, ${r.calls.outputTokens} out; spend ${usd(r.calls.spendUsd)}`,
    ...(r.stopped ? [`stopped early: ${r.stopped.message}`] : []),
  ];
}

function taskLines(r: GenerateTasksResult): string[] {
  const lines = [
    `tasks written to ${r.out}: ${r.written} of ${r.entries} entries${r.tried < r.entries ? ` (${r.tried} tried)` : ''}`,
    `first-attempt validation: ${r.firstAttemptValid}/${r.tried} (${pct(r.firstAttemptRate)}); after up to ${r.attempts} attempts: ${r.finalValid}/${r.tried} (${pct(r.finalRate)}); repaired ${r.repaired.length}`,
    `rejected answers by stage: ${Object.entries(r.failuresByStage)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  ];
  if (r.freeForm.perTask > 0) {
    const f = r.freeForm;
    lines.push(
      `free-form rewrites: ${f.received} received, ${f.kept} kept (fail a test), ${f.accidentallyCorrect} accidentally correct (${f.received ? pct(f.accidentallyCorrect / f.received) : '-'}), ${f.saidSo} of those said so` +
        (Object.keys(f.rejected).length
          ? `; rejected ${Object.entries(f.rejected)
              .map(([k, v]) => `${k} ${v}`)
              .join(', ')}`
          : ''),
    );
  }
  lines.push(
    `calls: ${r.calls.requests} requests, ${r.calls.cacheHits} cached; tokens ${r.calls.inputTokens} in, ${r.calls.outputTokens} out; spend ${usd(r.cost.usd)}`,
  );
  for (const f of r.failures.slice(0, 20))
    lines.push(
      `  ${printable(f.entry)} attempt ${f.attempt} [${f.stage}]: ${printable(f.message.slice(0, 200))}`,
    );
  if (r.failures.length > 20) lines.push(`  ... ${r.failures.length - 20} more (--json lists them all)`);
  if (r.stopped) lines.push(`stopped early: ${r.stopped.message}`);
  return lines;
}

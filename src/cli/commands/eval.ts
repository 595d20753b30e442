import type { Command } from 'commander';
import { EVAL_DEFAULTS, EVAL_SEED_LIMITS } from '../../evaluate/defaults.js';
import { cliEnv } from '../env.js';
import { intOption, printJson } from '../io.js';
import { addOpenFlags, openOptions, type OpenFlags } from '../open-flags.js';
import { addEmbeddingCacheFlags, addRetrieverOptionFlag, embeddingCacheFrom } from '../retriever-flags.js';
import { addShardFlags, shardFrom, type ShardFlagValues } from '../shard-flags.js';

const collect = (v: string, prev: string[]): string[] => [...prev, v];

function parseKs(raw: string, prev: number[] | undefined): number[] {
  const out = [...(prev ?? [])];
  for (const part of raw.split(',')) out.push(intOption('--k', 1, 100)(part.trim()));
  return out;
}

function parseDensities(raw: string, prev: number[] | undefined): number[] {
  const out = [...(prev ?? [])];
  for (const part of raw.split(',')) out.push(intOption('--density', 0, 1000)(part.trim()));
  return out;
}

interface EvalFlags extends ShardFlagValues, OpenFlags {
  density?: number[];
  retriever: string[];
  out: string;
  seed: number;
  k?: number[];
  option: Record<string, string>;
  baseUrl?: string;
  modelDir?: string;
  cache: string | boolean;
  quiet?: boolean;
  json?: boolean;
  listRetrievers?: boolean;
}

export function register(cmd: Command): void {
  const head = addOpenFlags(addShardFlags(cmd))
    .argument('[release]', 'release folder (default: the bundled benchmark, data/release)')
    .option(
      '-r, --retriever <spec>',
      "system to evaluate, repeatable: bm25, bm25?k1=1.2&b=0.75, openai:<model>, ..., a run file run:FILE.trec, vectors vectors:DIR (docs/providers.md), or a pipeline 'bm25|exec-examples?depth=20'",
      collect,
      [],
    )
    .option('--out <dir>', 'results folder', EVAL_DEFAULTS.out)
    .option(
      '--seed <n>',
      'bootstrap seed (recorded in summary.json)',
      intOption('--seed', EVAL_SEED_LIMITS.min, EVAL_SEED_LIMITS.max),
      EVAL_DEFAULTS.seed,
    )
    .option('--k <list>', 'cut-offs, comma-separated or repeated (default 1,3,5,10)', parseKs);
  addRetrieverOptionFlag(head)
    .option(
      '--density <list>',
      'pool densities: each task keeps N of its distractors (seeded by --seed), comma-separated or repeated; rerankers run again on each pool',
      parseDensities,
    )
    .option('--base-url <url>', 'base URL for openai-compatible providers (same as -O base-url=URL)')
    .option('--model-dir <dir>', 'local model folder for hf: models (same as -O model-dir=DIR)');
  addEmbeddingCacheFlags(head)
    .option('--quiet', 'no progress output')
    .option('--json', 'print summary.json on stdout')
    .option('--list-retrievers', 'list the available retrievers and exit')
    .action(async (release: string | undefined, flags: EvalFlags) => {
      if (flags.listRetrievers) await listRetrievers(flags.json);
      else await runEval(release, flags);
    });
}

async function listRetrievers(json: boolean | undefined): Promise<void> {
  const { listRetrievers } = await import('../../retrieve/registry.js');
  const list = listRetrievers();
  if (json) return printJson({ retrievers: list });
  for (const r of list) {
    const opts = Object.entries(r.options)
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    process.stdout.write(`${r.name.padEnd(22)} ${r.description}${opts ? `  [${opts}]` : ''}\n`);
  }
}

/** The bundled benchmark, when no release is given (an error naming it when it is missing). */
async function releaseOrBundled(release: string | undefined): Promise<string> {
  if (release !== undefined) return release;
  const { bundledRelease } = await import('../../release/bundled.js');
  return bundledRelease(
    'give a release folder: execret eval RELEASE (build one with `execret build TASKS --out DIR`)',
  );
}

async function runEval(release: string | undefined, flags: EvalFlags): Promise<void> {
  const releaseDir = await releaseOrBundled(release);
  const { createLogger } = await import('../../core/log.js');
  const { evaluate, renderSummaryTable } = await import('../../evaluate/index.js');
  const { createProgress } = await import('../progress.js');
  const log = createLogger({ quiet: flags.quiet || flags.json });
  const progress = createProgress({ enabled: !flags.quiet });
  const retrieverOptions: Record<string, string> = { ...flags.option };
  if (flags.baseUrl) retrieverOptions['base-url'] = flags.baseUrl;
  if (flags.modelDir) retrieverOptions['model-dir'] = flags.modelDir;
  // what a sharded and a whole evaluation both take (made in each branch: --open's checks come after --shard's)
  const common = () => ({
    release: releaseDir,
    retrievers: flags.retriever,
    retrieverOptions,
    out: flags.out,
    seed: flags.seed,
    ks: flags.k,
    densities: flags.density,
    open: openOptions(flags),
    env: cliEnv(),
    onProgress: progress.update,
    log,
  });
  const shard = shardFrom(flags);
  if (shard) {
    if (flags.cache === false)
      throw (await import('../../core/errors.js')).usageError(
        '--shard keeps its caches in the shard folder: drop --no-cache',
      );
    const { evalShard } = await import('../../scale/index.js');
    try {
      const r = await evalShard({ ...common(), shard });
      progress.stop();
      if (flags.json) return printJson({ shard: r.manifest });
      const { index, count } = r.manifest.shard;
      process.stdout.write(
        `shard ${index}/${count}: ${r.manifest.items.length} of ${r.manifest.counts.queries} queries, written to ${r.dir}\n` +
          `merge all ${count} shards with: execret merge SHARD_DIR... --out RESULTS\n`,
      );
      return;
    } finally {
      progress.stop();
    }
  }
  try {
    const result = await evaluate({ ...common(), cache: embeddingCacheFrom(flags.cache) });
    progress.stop();
    for (const [name, s] of Object.entries(result.timings)) log.info(`${name}: scored in ${s.toFixed(2)} s`);
    if (result.open)
      log.info(
        `open: judged in ${result.open.seconds.toFixed(2)} s (${result.open.executed} pairs run, ${result.open.cached} from the cache); prevalence.json written`,
      );
    log.info(`results written to ${flags.out}/ (summary.json, runs/, per-query/)`);
    if (flags.json) printJson(result.summary);
    else process.stdout.write(renderSummaryTable(result.summary));
  } finally {
    progress.stop();
  }
}

import { EMBEDDING_CACHE } from '../../core/cache-paths.js';
import type { Command } from 'commander';
import { intOption, keyValueOption, printJson } from '../io.js';
import { addOpenFlags, openOptions, type OpenFlags } from '../open-flags.js';

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

interface EvalFlags extends OpenFlags {
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
  addOpenFlags(cmd)
    .argument('[release]', 'release folder (default: the bundled benchmark, data/release)')
    .option(
      '-r, --retriever <spec>',
      "system to evaluate, repeatable: bm25, bm25?k1=1.2&b=0.75, openai:<model>, ..., or a pipeline 'bm25|exec-examples?depth=20'",
      collect,
      [],
    )
    .option('--out <dir>', 'results folder', 'execret-results')
    .option('--seed <n>', 'bootstrap seed (recorded in summary.json)', intOption('--seed', 0, 0xffffffff), 0)
    .option('--k <list>', 'cut-offs, comma-separated or repeated (default 1,3,5,10)', parseKs)
    .option(
      '-O, --option <key=value>',
      'option passed to every retriever, repeatable',
      keyValueOption('--option'),
      {},
    )
    .option(
      '--density <list>',
      'pool densities: each task keeps N of its distractors (seeded by --seed), comma-separated or repeated; rerankers run again on each pool',
      parseDensities,
    )
    .option('--base-url <url>', 'base URL for openai-compatible providers (same as -O base-url=URL)')
    .option('--model-dir <dir>', 'local model folder for hf: models (same as -O model-dir=DIR)')
    .option('--cache <file>', 'SQLite embedding cache', EMBEDDING_CACHE)
    .option('--no-cache', 'do not read or write the embedding cache')
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
  const { join } = await import('node:path');
  const { existsSync } = await import('node:fs');
  const { PACKAGE_ROOT } = await import('../../core/version.js');
  const { ExecretError } = await import('../../core/errors.js');
  const bundled = join(PACKAGE_ROOT, 'data', 'release');
  if (existsSync(bundled)) return bundled;
  throw new ExecretError('E_NOT_FOUND', `the bundled benchmark is missing: ${bundled}`, {
    hint: 'give a release folder: execret eval RELEASE (build one with `execret build TASKS --out DIR`)',
  });
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
  try {
    const result = await evaluate({
      release: releaseDir,
      retrievers: flags.retriever,
      retrieverOptions,
      out: flags.out,
      seed: flags.seed,
      ks: flags.k,
      cache: flags.cache === false ? false : String(flags.cache),
      densities: flags.density,
      open: openOptions(flags),
      onProgress: progress.update,
      log,
    });
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

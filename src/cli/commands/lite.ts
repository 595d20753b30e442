import type { Command } from 'commander';
import type { ProgressEvent } from '../../core/progress.js';
import { usageError } from '../../core/errors.js';
import { POOL_DEFAULTS } from '../../lite/defaults.js';
import { intOption, printJson } from '../io.js';
import { cliEnv } from '../env.js';
import {
  addDrawsFlag,
  addEmbedderFlags,
  addFitFlags,
  addTokensPerSecondFlag,
  cacheFrom,
  specsFrom,
  type EmbedderFlagValues,
} from '../lite-flags.js';

/** Options every lite subcommand that reads reference outcomes shares: where the outcomes come from. */
function inputOptions(cmd: Command): Command {
  const c = cmd
    .argument('[results...]', '`execret eval` result folders (each system is a model), instead of --outcomes')
    .option(
      '--outcomes <file>',
      'outcomes CSV: item id first column, model names in the header, values in [0, 1]',
    )
    .option(
      '--metric <name>',
      'per-query metric read from result folders: exec@1 (binary) or ndcg@10',
      'exec@1',
    )
    .option('--task-by <what>', 'tasks of result-folder items: none (one task), domain, or task', 'none')
    .option('--items <file>', 'CSV item,task[,type]: the task (and task type) of each item')
    .option('--families <file>', 'CSV model,family (default: each model is its own family)')
    .option(
      '--full-scores <path>',
      'full task scores: CSV model,<task>... (empty cell: no score), or an mteb results folder (results/<model>/<revision>/<Task>.json); default: mean over the pool',
    )
    .option(
      '--results-split <name>',
      "split read from mteb results (default: the task folder's split, else test)",
    );
  addFitFlags(c).option(
    '--task <dir>',
    'task folder, repeatable: outcomes computed from the -r models (instead of --outcomes)',
    collect,
    [],
  );
  addEmbedderFlags(c, {
    what: 'reference model (embedder), repeatable: hashing?dims=512, openai:<model>, ...',
    context: 'with --task: ',
  });
  return c.option('--quiet', 'no progress output');
}

interface InputFlags extends EmbedderFlagValues {
  task: string[];
  quiet?: boolean;
  outcomes?: string;
  metric: string;
  taskBy: string;
  items?: string;
  families?: string;
  fullScores?: string;
  resultsSplit?: string;
  maxPerFamily: number;
  seed: number;
  c: number;
}

async function loadOptions(results: string[], o: InputFlags) {
  const lite = await import('../../lite/index.js');
  const { createLogger } = await import('../../core/log.js');
  const log = createLogger({ quiet: o.quiet });
  return {
    tasks: o.task,
    models: specsFrom(o, log),
    options: o.option,
    cache: cacheFrom(o),
    env: cliEnv(),
    log,
    outcomes: o.outcomes,
    results,
    metric: lite.parseEvalMetric(o.metric),
    taskBy: lite.parseTaskBy(o.taskBy),
    items: o.items,
    families: o.families,
    fullScores: o.fullScores,
    resultsSplit: o.resultsSplit,
    maxPerFamily: o.maxPerFamily,
  };
}

/** Progress of the validation folds: a line on stderr every 10 folds and at the end, with the time taken. */
function foldProgress(): (e: ProgressEvent) => void {
  const started = Date.now();
  return ({ label, done, total }) => {
    if (done === total || done % 10 === 0)
      process.stderr.write(`${label} ${done}/${total} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  };
}

const collect = (v: string, prev: string[]): string[] => [...prev, v];

function registerSelect(cmd: Command): void {
  const c = inputOptions(cmd.command('select').description('pick K items per task and write a lite config'))
    .requiredOption('-k, --k <n>', 'items per task', intOption('-k', 1))
    .requiredOption('--out <dir>', 'config folder to write; with --name, the lite release folder')
    .option(
      '--name <config>',
      'write config CONFIG of a lite release into --out (DIR/CONFIG/..., models.csv, validation/, README.md, SELECTION.md)',
    )
    .option(
      '--method <name>',
      'anchor, clusters, fisher, random, stratified, or auto (validate and take the chosen variant)',
      'auto',
    )
    .option('--estimator <name>', 'mean, pirt or gp (ignored with --method auto)', 'gp')
    .option(
      '--set-selection <name>',
      'stratified or anchor: how set-metric tasks select their set (ignored with --method auto)',
    );
  addDrawsFlag(c, 'with --name: ');
  addTokensPerSecondFlag(c, 'with --name: ')
    .option('--json', 'print the manifest as JSON')
    .action(
      async (
        results: string[],
        o: InputFlags & {
          k: number;
          out: string;
          name?: string;
          method: string;
          estimator: string;
          setSelection?: string;
          draws: number;
          tokensPerSecond: number;
          json?: boolean;
        },
      ) => {
        const lite = await import('../../lite/index.js');
        const progress = o.quiet ? undefined : foldProgress();
        const variant = lite.resolveVariantChoice(o.method, o.estimator, o.setSelection);
        const { k, seed, c: C, out, name } = o;
        const config = await lite.liteSelect(await loadOptions(results, o), {
          k,
          variant,
          seed,
          C,
          out,
          name,
          randomDraws: o.draws,
          tokensPerSecond: o.tokensPerSecond,
          onProgress: progress,
        });
        if (o.json) printJson(config.manifest);
        else
          process.stdout.write(
            lite.renderSelectSummary(config.manifest, name === undefined ? out : `${out}/${name}`),
          );
      },
    );
}

function registerValidate(cmd: Command): void {
  const c = inputOptions(
    cmd.command('validate').description('leave-one-model-out and leave-one-family-out validation'),
  ).requiredOption('-k, --k <n>', 'items per task', intOption('-k', 1));
  addDrawsFlag(c)
    .option('--json', 'print the report as one JSON document')
    .action(async (results: string[], o: InputFlags & { k: number; draws: number; json?: boolean }) => {
      const lite = await import('../../lite/index.js');
      const progress = o.quiet ? undefined : foldProgress();
      const report = await lite.liteValidate(await loadOptions(results, o), {
        k: o.k,
        seed: o.seed,
        C: o.c,
        randomDraws: o.draws,
        onProgress: progress,
      });
      if (o.json) printJson(report);
      else process.stdout.write(lite.renderValidateSummary(report));
    });
}

interface EstimateFlags extends EmbedderFlagValues {
  config: string;
  outcomes?: string;
  metric?: string;
  quiet?: boolean;
  json?: boolean;
}

function registerEstimate(cmd: Command): void {
  const c = cmd
    .command('estimate')
    .description(
      'estimate full scores from outcomes on the selected items (a CSV, or retrievers evaluated on only the selected queries)',
    )
    .requiredOption('--config <dir>', 'lite config folder written by `lite select`')
    .option('--outcomes <file>', 'outcomes CSV of the new model(s), covering at least the selected items');
  addEmbedderFlags(c, {
    what: 'evaluate a retriever on only the selected queries of a release, repeatable (bm25, tfidf?ngram=2-4, ...)',
    context: 'with -r: ',
    legacyModel: false,
  })
    .argument('[release]', 'release folder, with -r (default: the bundled benchmark, data/release)')
    .option('--metric <name>', 'with -r: exec@1 or ndcg@10 (default: the metric the config was built on)')
    .option('--quiet', 'no progress output')
    .option('--json', 'print the estimates as one JSON document')
    .action(async (release: string | undefined, o: EstimateFlags) => {
      const lite = await import('../../lite/index.js');
      const { createLogger } = await import('../../core/log.js');
      const log = createLogger({ quiet: o.quiet || o.json });
      const out = await lite.liteEstimate({
        config: o.config,
        outcomes: o.outcomes,
        retrievers: specsFrom(o, log),
        release,
        metric: o.metric === undefined ? undefined : lite.parseEvalMetric(o.metric),
        retrieverOptions: o.option,
        cache: cacheFrom(o),
        env: cliEnv(),
        log,
      });
      if (o.json) printJson(out.result);
      else process.stdout.write(lite.renderEstimateSummary(out));
    });
}

function registerOutcomes(cmd: Command): void {
  const c = cmd
    .command('outcomes')
    .description(
      'per-item outcomes and main scores of task folders, one column per model (the reference tables)',
    )
    .argument('<tasks...>', 'task folders (task.json + rows; a Retrieval task may be a plain BEIR folder)')
    .requiredOption('--out <dir>', 'folder for outcomes.csv, items.csv and full-scores.csv');
  addEmbedderFlags(c, { what: 'embedder, repeatable: hashing?dims=512, openai:<model>, hf:<model>, ...' })
    .option('--quiet', 'no progress output')
    .option('--json', 'print a summary as one JSON document')
    .action(
      async (tasks: string[], o: EmbedderFlagValues & { out: string; quiet?: boolean; json?: boolean }) => {
        const lite = await import('../../lite/index.js');
        const { createLogger } = await import('../../core/log.js');
        const log = createLogger({ quiet: o.quiet || o.json });
        const r = await lite.liteOutcomes({
          tasks,
          models: specsFrom(o, log),
          out: o.out,
          options: o.option,
          cache: cacheFrom(o),
          env: cliEnv(),
          log,
        });
        if (o.json) printJson(r);
        else process.stdout.write(lite.renderOutcomesSummary(r));
      },
    );
}

function registerPools(cmd: Command): void {
  cmd
    .command('pools')
    .description(
      'candidate pools of a BEIR folder: BM25 top 30, relevant documents, 1,000 shared random documents',
    )
    .argument('<beir>', 'BEIR folder: corpus.jsonl, queries.jsonl, qrels/<split>.tsv')
    .requiredOption('--out <dir>', 'pools folder to write (manifest.json, pools.jsonl, texts.jsonl)')
    .option('--split <name>', 'qrels split', 'test')
    .option(
      '--queries <n>',
      'at most this many queries with a relevant document',
      intOption('--queries', 1),
      POOL_DEFAULTS.max_queries,
    )
    .option(
      '--seed <n>',
      'seed for the query sample and the shared documents',
      intOption('--seed', 0, 0xffffffff),
      POOL_DEFAULTS.seed,
    )
    .option('--quiet', 'no progress output')
    .option('--json', 'print a summary as one JSON document')
    .action(
      async (
        beir: string,
        o: { out: string; split: string; queries: number; seed: number; quiet?: boolean; json?: boolean },
      ) => {
        const lite = await import('../../lite/index.js');
        const { createLogger } = await import('../../core/log.js');
        const r = lite.litePools({
          beir,
          out: o.out,
          split: o.split,
          params: { max_queries: o.queries, seed: o.seed },
          log: createLogger({ quiet: o.quiet || o.json }),
        });
        if (o.json) printJson(r);
        else process.stdout.write(lite.renderPoolsSummary(r));
      },
    );
}

function registerEval(cmd: Command): void {
  const c = cmd
    .command('eval')
    .description(
      "estimate a model's scores on a lite config, encoding only the texts its selected items need",
    )
    .requiredOption('--config <dir>', 'config folder made from task folders (DIR/CONFIG of a lite release)')
    .option(
      '--task <dir>',
      'task folder to use instead of the one the config recorded, repeatable',
      collect,
      [],
    );
  addEmbedderFlags(c, {
    what: 'the model (required): hashing?dims=512, openai:<model>, hf:<model>, ...',
    single: true,
  })
    .option('--quiet', 'no progress output')
    .option('--json', 'print the estimates as one JSON document')
    .action(
      async (o: EmbedderFlagValues & { config: string; task: string[]; quiet?: boolean; json?: boolean }) => {
        const lite = await import('../../lite/index.js');
        const { createLogger } = await import('../../core/log.js');
        const log = createLogger({ quiet: o.quiet || o.json });
        const specs = specsFrom(o, log);
        if (specs.length !== 1)
          throw usageError(`lite eval takes one model: -r/--retriever SPEC (got ${specs.length})`);
        const r = await lite.liteEval({
          config: o.config,
          model: specs[0],
          tasks: o.task,
          options: o.option,
          cache: cacheFrom(o),
          env: cliEnv(),
          log,
        });
        if (o.json) printJson(r);
        else process.stdout.write(lite.renderEvalSummary(r));
      },
    );
}

export function register(cmd: Command): void {
  cmd.description('validated small item subsets that estimate full-benchmark scores');
  registerPools(cmd);
  registerOutcomes(cmd);
  registerEval(cmd);
  registerSelect(cmd);
  registerValidate(cmd);
  registerEstimate(cmd);
}

import type { Command } from 'commander';
import { usageError } from '../../core/errors.js';
import { intOption, keyValueOption, numberOption, printJson } from '../io.js';

/** Options every lite subcommand shares: where the outcomes come from. */
function inputOptions(cmd: Command): Command {
  return cmd
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
    .option('--full-scores <file>', 'CSV model,<task>...: full task scores (default: mean over the pool)')
    .option(
      '--seed <n>',
      'seed for k-means++, random and stratified draws',
      intOption('--seed', 0, 0xffffffff),
      0,
    )
    .option(
      '--c <x>',
      'inverse L2 strength of the item models (scikit-learn C)',
      numberOption('--c', 1e-6),
      1,
    );
}

interface InputFlags {
  outcomes?: string;
  metric: string;
  taskBy: string;
  items?: string;
  families?: string;
  fullScores?: string;
  seed: number;
  c: number;
}

async function loadInput(results: string[], o: InputFlags) {
  const { EVAL_METRICS } = await import('../../lite/index.js');
  const { lookup } = await import('../../core/registry.js');
  const metric = lookup('metric', Object.fromEntries(EVAL_METRICS.map((m) => [m, m])), o.metric);
  const taskBy = lookup('task grouping', { none: 'none', domain: 'domain', task: 'task' } as const, o.taskBy);
  return {
    outcomes: o.outcomes,
    results,
    metric,
    taskBy,
    items: o.items,
    families: o.families,
    fullScores: o.fullScores,
  };
}

const progress = (msg: string) => process.stderr.write(msg + '\n');

export function register(cmd: Command): void {
  cmd.description('validated small item subsets that estimate full-benchmark scores');

  inputOptions(cmd.command('select').description('pick K items per task and write a lite config'))
    .requiredOption('-k, --k <n>', 'items per task', intOption('-k', 1))
    .requiredOption('--out <dir>', 'config folder to write')
    .option(
      '--method <name>',
      'anchor, fisher, random, stratified, or auto (validate and take the chosen variant)',
      'auto',
    )
    .option('--estimator <name>', 'mean, pirt or gp (ignored with --method auto)', 'gp')
    .option('--json', 'print the manifest as JSON')
    .action(
      async (
        results: string[],
        o: InputFlags & { k: number; out: string; method: string; estimator: string; json?: boolean },
      ) => {
        const lite = await import('../../lite/index.js');
        const { lookup } = await import('../../core/registry.js');
        const methods = { auto: 'auto', ...Object.fromEntries(lite.SELECTION_METHODS.map((m) => [m, m])) };
        const method = lookup('selection method', methods, o.method) as 'auto';
        const estimator = lookup(
          'estimator',
          Object.fromEntries(lite.ESTIMATORS.map((e) => [e, e])),
          o.estimator,
        ) as 'gp';
        const config = lite.liteSelect(await loadInput(results, o), {
          k: o.k,
          method,
          estimator,
          seed: o.seed,
          C: o.c,
          out: o.out,
          onProgress: progress,
        });
        const m = config.manifest;
        if (o.json) printJson(m);
        else
          process.stdout.write(
            `wrote ${o.out}: ${m.method}+${m.estimator}, ${m.selected_items} of ${m.total_items} items (${(100 * m.cost_share).toFixed(1)}%) over ${m.tasks.length} task(s)\n`,
          );
      },
    );

  inputOptions(cmd.command('validate').description('leave-one-model-out and leave-one-family-out validation'))
    .requiredOption('-k, --k <n>', 'items per task', intOption('-k', 1))
    .option('--draws <n>', 'random-K baseline draws', intOption('--draws', 1, 1000), 10)
    .option('--json', 'print the report as one JSON document')
    .action(async (results: string[], o: InputFlags & { k: number; draws: number; json?: boolean }) => {
      const lite = await import('../../lite/index.js');
      const report = lite.liteValidate(await loadInput(results, o), {
        k: o.k,
        seed: o.seed,
        C: o.c,
        randomDraws: o.draws,
        onProgress: progress,
      });
      if (o.json) return printJson(report);
      const f = (x: number) => (Number.isFinite(x) ? x.toFixed(4) : 'n/a');
      const lines = [
        `lite validate: ${report.items} items, ${report.models} models, ${report.tasks} task(s), K = ${report.k}`,
      ];
      for (const [name, p] of Object.entries(report.protocols)) {
        lines.push(`${name} (${p.folds} folds${p.same_as ? `, same as ${p.same_as}` : ''}):`);
        lines.push(
          `  chosen ${p.chosen.variant}: MAE ${f(p.chosen.mae)}  tau-b ${f(p.chosen.kendall)}  r ${f(p.chosen.pearson)}  tau(resolvable) ${f(p.chosen.tau_resolvable)}  (mildly optimistic)`,
        );
        lines.push(
          `  random K (${p.random.draws} draws): MAE ${f(p.random.mae)}  tau-b ${f(p.random.kendall)}`,
        );
        lines.push(`  whole pool: MAE ${f(p.pool.mae)}  tau-b ${f(p.pool.kendall)}`);
      }
      process.stdout.write(lines.join('\n') + '\n');
    });

  const collect = (v: string, prev: string[]): string[] => [...prev, v];
  cmd
    .command('estimate')
    .description(
      'estimate full scores from outcomes on the selected items (a CSV, or retrievers evaluated on only the selected queries)',
    )
    .requiredOption('--config <dir>', 'lite config folder written by `lite select`')
    .option('--outcomes <file>', 'outcomes CSV of the new model(s), covering at least the selected items')
    .option(
      '-r, --retriever <spec>',
      'evaluate a retriever on only the selected queries of a release, repeatable (bm25, tfidf?ngram=2-4, ...)',
      collect,
      [],
    )
    .argument('[release]', 'release folder, with -r (default: the bundled benchmark, data/release)')
    .option('--metric <name>', 'with -r: exec@1 or ndcg@10 (default: the metric the config was built on)')
    .option(
      '-O, --option <key=value>',
      'with -r: option passed to every retriever, repeatable',
      keyValueOption('--option'),
      {},
    )
    .option('--cache <file>', 'with -r: SQLite embedding cache', '.execret-cache/embeddings.sqlite')
    .option('--no-cache', 'with -r: do not read or write the embedding cache')
    .option('--quiet', 'no progress output')
    .option('--json', 'print the estimates as one JSON document')
    .action(
      async (
        release: string | undefined,
        o: {
          config: string;
          outcomes?: string;
          retriever: string[];
          metric?: string;
          option: Record<string, string>;
          cache: string | boolean;
          quiet?: boolean;
          json?: boolean;
        },
      ) => {
        const useRetrievers = o.retriever.length > 0;
        if ((o.outcomes === undefined) === !useRetrievers)
          throw usageError('give exactly one of --outcomes FILE.csv or -r RETRIEVER [RELEASE]');
        if (!useRetrievers && release !== undefined)
          throw usageError(`a release folder ("${release}") goes with -r RETRIEVER, not with --outcomes`);
        const lite = await import('../../lite/index.js');
        const config = lite.readConfig(o.config);
        const f = (x: number) => x.toFixed(4);
        const lines: string[] = [];
        let result;
        if (useRetrievers) {
          const { join } = await import('node:path');
          const { existsSync } = await import('node:fs');
          const { PACKAGE_ROOT } = await import('../../core/version.js');
          const { ExecretError } = await import('../../core/errors.js');
          const { lookup } = await import('../../core/registry.js');
          const { createLogger } = await import('../../core/log.js');
          let releaseDir = release;
          if (releaseDir === undefined) {
            releaseDir = join(PACKAGE_ROOT, 'data', 'release');
            if (!existsSync(releaseDir))
              throw new ExecretError('E_NOT_FOUND', `the bundled benchmark is missing: ${releaseDir}`, {
                hint: 'give a release folder: execret lite estimate --config DIR -r RETRIEVER RELEASE',
              });
          }
          const metric =
            o.metric === undefined
              ? undefined
              : lookup('metric', Object.fromEntries(lite.EVAL_METRICS.map((m) => [m, m])), o.metric);
          const r = await lite.estimateRetrievers({
            config,
            release: releaseDir,
            retrievers: o.retriever,
            retrieverOptions: o.option,
            metric,
            cache: o.cache === false ? false : String(o.cache),
            logger: createLogger({ quiet: o.quiet || o.json }),
          });
          result = r;
          lines.push(
            ...r.models.map(
              (m) =>
                `${m.model}: estimated ${r.metric} ${f(m.benchmark_mean)}  (${Object.entries(m.tasks)
                  .map(([t, v]) => `${t} ${f(v)}`)
                  .join(', ')}; scored in ${r.seconds[m.model].toFixed(2)} s)`,
            ),
            `estimator ${r.method}+${r.estimator}; ${r.cost.queries_evaluated} of ${r.cost.queries_total} queries = ${(100 * r.cost.share).toFixed(1)}% of the full cost (${r.cost.counts})`,
          );
        } else {
          if (o.metric !== undefined) throw usageError('--metric goes with -r RETRIEVER');
          const r = lite.estimateScores(config, lite.outcomesFromCsv(o.outcomes!), o.outcomes);
          result = r;
          lines.push(
            ...r.models.map(
              (m) =>
                `${m.model}: ${f(m.benchmark_mean)}  (${Object.entries(m.tasks)
                  .map(([t, v]) => `${t} ${f(v)}`)
                  .join(', ')})`,
            ),
            `estimator ${r.method}+${r.estimator}; ${r.selected_items} of ${r.total_items} items = ${(100 * r.cost_share).toFixed(1)}% of the full cost`,
          );
        }
        if (o.json) return printJson(result);
        process.stdout.write(lines.join('\n') + '\n');
      },
    );
}

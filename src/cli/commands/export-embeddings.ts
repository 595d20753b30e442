import type { Command } from 'commander';
import type { ProgressEvent } from '../../core/progress.js';
import { cliEnv } from '../env.js';
import { intOption, numberOption, printJson } from '../io.js';
import { addEmbeddingCacheFlags, embeddingCacheFrom } from '../retriever-flags.js';

/** `execret export-embeddings RELEASE -r PROVIDER:MODEL --out DIR`: frozen .npy matrices plus ids.json. */
export function register(cmd: Command): void {
  const head = cmd
    .argument('[release]', 'release folder (queries.jsonl, corpus.jsonl); default: the bundled release')
    .requiredOption(
      '-r, --retriever <spec>',
      'embedding model, e.g. openai:text-embedding-3-small or "hf:MODEL?pooling=cls"',
    )
    .requiredOption('--out <dir>', 'output folder for queries.npy, corpus.npy, ids.json');
  addEmbeddingCacheFlags(head)
    .option('--base-url <url>', 'API base URL (openai: serves vLLM, TEI, Ollama, LM Studio, llama.cpp)')
    .option('--model-dir <dir>', 'hf: offline model folder')
    .option('--dimensions <n>', 'output dimensions, where the API supports it', intOption('--dimensions', 1))
    .option('--batch-size <n>', 'texts per request', intOption('--batch-size', 1))
    .option('--concurrency <n>', 'requests in flight', intOption('--concurrency', 1))
    .option('--timeout <seconds>', 'per-request timeout', numberOption('--timeout', 0.001))
    .option('--json', 'print a JSON summary on stdout')
    .option('--quiet', 'no progress on stderr')
    .action(async (release: string | undefined, o: Record<string, unknown>) => {
      const { exportEmbeddings } = await import('../../retrieve/embed/export.js');
      const { bundledRelease } = await import('../../release/bundled.js');
      const flags: Record<string, string> = {};
      for (const k of ['baseUrl', 'modelDir', 'dimensions', 'batchSize', 'concurrency', 'timeout'] as const) {
        if (o[k] !== undefined) flags[k] = String(o[k]);
      }
      const progress = o.quiet ? undefined : await progressBars();
      try {
        const summary = await exportEmbeddings({
          release:
            release ??
            bundledRelease(
              'give a release folder: execret export-embeddings RELEASE -r PROVIDER:MODEL --out DIR',
            ),
          retriever: String(o.retriever),
          options: flags,
          out: String(o.out),
          cache: embeddingCacheFrom(o.cache),
          onProgress: progress?.update,
          env: cliEnv(),
        });
        progress?.stop();
        if (o.json) printJson(summary);
        else {
          process.stdout.write(
            `wrote ${summary.queries} x ${summary.dim} queries and ${summary.corpus} x ${summary.dim} corpus vectors to ${summary.out}\n`,
          );
        }
      } finally {
        progress?.stop();
      }
    });
}

/** One bar per label on stderr (cli-progress prints plain lines when stderr is not a terminal). */
async function progressBars(): Promise<{
  update: (event: ProgressEvent) => void;
  stop: () => void;
}> {
  const { default: cliProgress } = await import('cli-progress');
  const multi = new cliProgress.MultiBar(
    {
      stream: process.stderr,
      format: '{label} [{bar}] {value}/{total}',
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  const bars = new Map<string, ReturnType<typeof multi.create>>();
  let stopped = false;
  return {
    update({ label, done, total }) {
      if (stopped) return;
      let bar = bars.get(label);
      if (!bar) bars.set(label, (bar = multi.create(total, 0, { label })));
      bar.setTotal(total);
      bar.update(done, { label });
    },
    stop() {
      if (!stopped) multi.stop();
      stopped = true;
    },
  };
}

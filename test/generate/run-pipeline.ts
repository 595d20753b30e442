/** The scripted pipeline run shared by test/generate/pipeline.test.ts and bench/generate-pipeline.ts. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toJsonl } from '../../src/core/jsonl.js';
import { createOracle } from '../../src/execute/index.js';
import { generateTasks, resolveModel } from '../../src/generate/index.js';
import { scriptEntries, startScriptedServer, type ScriptedEntry } from './scripted-model.js';

export async function runPipeline(n: number, dir: string) {
  const oracleCache = join(dir, 'oracle.sqlite');
  const t0 = Date.now();
  const oracle = await createOracle({ cache: oracleCache });
  let entries: ScriptedEntry[];
  try {
    entries = await scriptEntries(oracle, n);
  } finally {
    await oracle.close();
  }
  const registry = join(dir, 'registry.jsonl');
  writeFileSync(
    registry,
    toJsonl(
      entries.map((e) => ({ entry_point: e.task.entry_point, query: e.task.query, domain: e.task.domain })),
    ),
  );
  const scriptMs = Date.now() - t0;
  const server = await startScriptedServer(entries);
  const waits: number[] = [];
  const run = () =>
    generateTasks({
      registryFile: registry,
      out: join(dir, 'tasks.jsonl'),
      model: resolveModel(
        'openai:scripted-coder?timeout=1&retry-base-ms=1&price-in=1&price-out=2',
        { 'base-url': server.url },
        {},
      ),
      freeForm: 2,
      callCache: join(dir, 'calls.sqlite'),
      cache: oracleCache,
      sleep: async (ms) => void waits.push(ms),
    });
  try {
    const t1 = Date.now();
    const first = await run();
    const firstMs = Date.now() - t1;
    const requests = server.stats.requests;
    const firstBytes = readFileSync(join(dir, 'tasks.jsonl'), 'utf8');
    const t2 = Date.now();
    const second = await run();
    const ms = { script: scriptMs, first: firstMs, second: Date.now() - t2 };
    return {
      ms,
      entries,
      first,
      second,
      requests,
      again: server.stats.requests - requests,
      server: server.stats,
      firstBytes,
      waits,
    };
  } finally {
    await server.close();
  }
}

/**
 * `execret generate tasks` from the CLI, killed with SIGKILL in the middle of a run: the rerun makes no request
 * whose answer had arrived before the kill (every answer is committed to the SQLite call cache as it arrives).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toJsonl } from '../../src/core/jsonl.js';
import { createOracle } from '../../src/execute/index.js';
import { spawnCli } from '../helpers/cli.js';
import { scriptEntries, startScriptedServer } from './scripted-model.js';

/** The CLI, without blocking this process (the scripted server answers in it); no API key from the caller. */
const cli = (args: string[]) => spawnCli(args, { env: { ...process.env, OPENAI_API_KEY: '' } });

test('generate tasks killed with SIGKILL resumes without repeating a request it had an answer for', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-resume-'));
  const oracleCache = join(dir, 'oracle.sqlite');
  const oracle = await createOracle({ cache: oracleCache });
  const entries = await scriptEntries(oracle, 4).finally(() => oracle.close());
  const registry = join(dir, 'registry.jsonl');
  writeFileSync(
    registry,
    toJsonl(
      entries.map((e) => ({ entry_point: e.task.entry_point, query: e.task.query, domain: e.task.domain })),
    ),
  );
  let victim: ReturnType<typeof cli>['child'] | undefined;
  const server = await startScriptedServer(entries, {
    // the 4th request: the client is killed before it reads the answer
    onRequest: (n) => {
      if (n === 4) victim?.kill('SIGKILL');
    },
  });
  const args = [
    'generate', 'tasks', registry, '--out', join(dir, 'tasks.jsonl'),
    '--model', 'openai:scripted-coder?retry-base-ms=1', '--base-url', server.url,
    '--call-cache', join(dir, 'calls.sqlite'), '--cache', oracleCache, '--concurrency', '1', '--json',
  ]; // prettier-ignore
  try {
    const first = cli(args);
    victim = first.child;
    const killed = await first.done;
    assert.equal(killed.signal, 'SIGKILL');
    const answeredBefore = server.stats.bodies.slice(0, 3);
    const second = await cli(args).done;
    assert.equal(second.code, 0, second.stderr);
    const afterKill = server.stats.bodies.slice(answeredBefore.length);
    for (const b of answeredBefore)
      assert.ok(!afterKill.includes(b), 'a request answered before the kill was made again');
    const summary = JSON.parse(second.stdout);
    assert.equal(summary.written, entries.length);
    assert.ok(summary.calls.cacheHits >= 3);
    assert.equal(readFileSync(join(dir, 'tasks.jsonl'), 'utf8').trim().split('\n').length, entries.length);
    // a third run: everything from the cache
    const before = server.stats.requests;
    const third = await cli(args).done;
    assert.equal(third.code, 0);
    assert.equal(server.stats.requests, before);
    assert.match(third.stderr, /4\/4 entries \(4 valid\)/);
  } finally {
    await server.close();
  }
});

/**
 * `generate tasks --shard I/N` and `import repo --shard I/N`: each shard writes a shard folder with shard.json and
 * its own caches, resumes from them, and `execret merge` writes the task file of one unsharded run, byte for byte.
 * generate talks to a real HTTP server on 127.0.0.1 (the scripted model); import reads a git repository the test
 * writes.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { toJsonl } from '../../src/core/jsonl.js';
import { shardOfKey } from '../../src/core/shard.js';
import { createOracle } from '../../src/execute/index.js';
import { spawnCli } from '../helpers/cli.js';
import { scriptEntries, startScriptedServer } from '../generate/scripted-model.js';
import { makeRepository } from '../tasks/import/repo-fixture.js';

const dir = mkdtempSync(join(tmpdir(), 'execret-merge-gi-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** The CLI, without blocking this process (the scripted server answers in it); no API key from the caller. */
const cli = (args: string[]) => spawnCli(args, { env: { ...process.env, OPENAI_API_KEY: '' } });
const ok = async (p: ReturnType<typeof cli>) => {
  const r = await p.done;
  assert.equal(r.code, 0, `${r.stdout}\n${r.stderr}`);
  return r;
};
const read = (...p: string[]) => readFileSync(join(...p), 'utf8');
const rows = (file: string) =>
  (
    new Database(file, { readonly: true }).prepare('SELECT count(*) AS n FROM outcomes').get() as {
      n: number;
    }
  ).n;

test('generate tasks --shard I/2 twice (one killed and resumed) plus merge: the task file of one run, no request in the merge', async () => {
  const oracle = await createOracle({ cache: join(dir, 'script.sqlite') });
  const entries = await scriptEntries(oracle, 6).finally(() => oracle.close());
  const registry = join(dir, 'registry.jsonl');
  const lines = entries.map((e) => ({
    entry_point: e.task.entry_point,
    query: e.task.query,
    domain: e.task.domain,
  }));
  writeFileSync(registry, toJsonl(lines));
  // both shards have work
  assert.equal(new Set(lines.map((l) => shardOfKey(l.entry_point, 2))).size, 2);
  let victim: ReturnType<typeof cli>['child'] | undefined;
  let killAt = -1;
  const server = await startScriptedServer(entries, {
    onRequest: (n) => {
      if (n === killAt) victim?.kill('SIGKILL');
    },
  });
  const model = ['--model', 'openai:scripted-coder?retry-base-ms=1', '--base-url', server.url];
  const common = [...model, '--concurrency', '1', '--quiet'];
  try {
    await ok(
      cli(['generate', 'tasks', registry, '--out', join(dir, 'whole.jsonl'), ...common,
        '--call-cache', join(dir, 'whole-calls.sqlite'), '--cache', join(dir, 'whole-oracle.sqlite')]), // prettier-ignore
    );
    const shard = (i: number) => cli(['generate', 'tasks', registry, '--shard', `${i}/2`, '--out', join(dir, `g${i}`), ...common]); // prettier-ignore
    // shard 0 is killed at its second request, then run again: it resumes from its call cache
    killAt = server.stats.requests + 2;
    const first = shard(0);
    victim = first.child;
    assert.equal((await first.done).signal, 'SIGKILL');
    assert.equal(JSON.parse(read(dir, 'g0', 'shard.json')).status, 'running');
    // the request the kill came in is answered by the server but never read: the one before it was
    const answered = server.stats.bodies.length;
    const received = server.stats.bodies[answered - 2];
    await ok(shard(0));
    assert.ok(!server.stats.bodies.slice(answered).includes(received), 'asked again');
    await ok(shard(1));
    for (const i of [0, 1]) {
      const m = JSON.parse(read(dir, `g${i}`, 'shard.json'));
      assert.equal(m.status, 'done');
      assert.equal(m.command, 'generate');
      assert.equal(JSON.stringify(m.options).includes('key'), false, 'no API key in shard.json');
    }
    // merging one shard alone is refused, naming the missing one
    const lone = await cli(['merge', join(dir, 'g0'), '--out', join(dir, 'lone.jsonl')]).done;
    assert.equal(lone.code, 2);
    assert.match(lone.stderr, /shard 1\/2 of this generate run is missing/);
    const requests = server.stats.requests;
    const r = await ok(cli(['merge', join(dir, 'g0'), join(dir, 'g1'), '--out', join(dir, 'merged.jsonl')]));
    assert.match(r.stdout, /merged 2 generate shards .* 0 requests/);
    assert.equal(server.stats.requests, requests, 'the merge asked the model');
    assert.equal(read(dir, 'merged.jsonl'), read(dir, 'whole.jsonl'));
    assert.ok(read(dir, 'whole.jsonl').trim().split('\n').length >= 4);
  } finally {
    await server.close();
  }
});

test('import repo --history --shard I/2 twice plus merge: the task file of one import; a rerun resumes from the cache', async () => {
  const repo = makeRepository(true);
  const common = ['--history', '--timeout', '2', '--quiet'];
  await ok(cli(['import', 'repo', repo, '--out', join(dir, 'repo-whole.jsonl'), '--cache', join(dir, 'repo.sqlite'), ...common])); // prettier-ignore
  for (const i of [0, 1])
    await ok(cli(['import', 'repo', repo, '--shard', `${i}/2`, '--out', join(dir, `i${i}`), ...common]));
  const m0 = JSON.parse(read(dir, 'i0', 'shard.json'));
  const m1 = JSON.parse(read(dir, 'i1', 'shard.json'));
  assert.equal(m0.command, 'import');
  assert.equal(m0.status, 'done');
  assert.ok(m0.items.length > 0 && m1.items.length > 0, `${m0.items.length} + ${m1.items.length}`);
  assert.equal(m0.fingerprint, m1.fingerprint);
  // run again, a shard finds every outcome in its cache: nothing new is stored
  const cached = rows(join(dir, 'i1', 'cache', 'oracle.sqlite'));
  await ok(cli(['import', 'repo', repo, '--shard', '1/2', '--out', join(dir, 'i1'), ...common]));
  assert.equal(rows(join(dir, 'i1', 'cache', 'oracle.sqlite')), cached);
  const r = await ok(
    cli(['merge', join(dir, 'i0'), join(dir, 'i1'), '--out', join(dir, 'repo-merged.jsonl')]),
  );
  assert.match(r.stdout, /merged 2 import shards/);
  const whole = read(dir, 'repo-whole.jsonl');
  assert.equal(read(dir, 'repo-merged.jsonl'), whole);
  assert.match(whole, /"origin":"history"/);
  // a repository edited since the shards ran is another input: refused, named
  writeFileSync(
    join(repo, 'extra.py'),
    'def nine():\n    """Nine.\n\n    >>> nine()\n    9\n    """\n    return 9\n',
  );
  const changed = await cli(['merge', join(dir, 'i0'), join(dir, 'i1'), '--out', join(dir, 'x.jsonl')]).done;
  assert.equal(changed.code, 2);
  assert.match(changed.stderr, /the repository changed since the shards ran/);
});

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CLI_ARGS, REPO_ROOT, runCli } from '../helpers/cli.js';

let dir: string;

const task = (id: string, code: string, tests: string[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id,
    language: 'python',
    domain: 'test',
    query: `q ${id}`,
    entry_point: 'f',
    code,
    tests,
    ...extra,
  });

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'execret-verify-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('verify: every reference passes -> exit 0, oracle.jsonl rows, JSON summary', () => {
  const tasks = join(dir, 'ok.jsonl');
  writeFileSync(
    tasks,
    [
      task('a', 'def f(x):\n    return x + 1\n', ['assert f(1) == 2', 'assert f(-1) == 0']),
      task('b', 'def f():\n    return LIMIT\n', ['assert f() == 3'], { setup: 'LIMIT = 3' }),
    ].join('\n') + '\n',
  );
  const out = join(dir, 'oracle.jsonl');
  const r = runCli(['verify', tasks, '--no-cache', '--out', out, '--json', '--timeout', '15']);
  assert.equal(r.status, 0, r.stderr);
  const summary = JSON.parse(r.stdout);
  assert.equal(summary.ok, true);
  assert.equal(summary.counts.tasks, 2);
  assert.equal(summary.counts.tests, 3);
  assert.equal(summary.counts.statuses.passed, 3);
  assert.equal(summary.isolation.level, 'full');
  assert.match(summary.runtimes[0].version, /^CPython 3\./);
  assert.equal(summary.limits.timeoutS, 15);
  assert.equal(summary.cache.path, null);
  assert.ok(summary.timing.seconds > 0);
  const rows = readFileSync(out, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.deepEqual(
    rows.map((row) => Object.keys(row)),
    Array(3).fill(['snippet', 'task', 'test', 'status', 'ms', 'message']),
  );
  assert.deepEqual(
    rows.map((row) => [row.task, row.test, row.status]),
    [
      ['a', 0, 'passed'],
      ['a', 1, 'passed'],
      ['b', 0, 'passed'],
    ],
  );
});

test('verify: a failing reference -> exit 1 and it is named', () => {
  const tasks = join(dir, 'bad-ref.jsonl');
  writeFileSync(
    tasks,
    [
      task('good', 'def f():\n    return 1\n', ['assert f() == 1']),
      task('broken', 'def f():\n    return 2\n', ['assert f() == 1', 'assert f() == 2']),
    ].join('\n'),
  );
  const r = runCli(['verify', tasks, '--no-cache', '--timeout', '20']);
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stdout, /1\/2 references pass/);
  assert.match(r.stdout, /FAILING references \(1\):\n {2}broken: 1 test\(s\) not passed; test 0 failed/);
  assert.match(r.stderr, /failing reference broken: test 0 failed/);
  assert.doesNotMatch(r.stderr, /good/);
});

test('verify: bad input -> exit 2 naming file, line and field, without a stack trace', () => {
  const tasks = join(dir, 'invalid.jsonl');
  writeFileSync(
    tasks,
    [task('a', 'x = 1', ['assert x']), JSON.stringify({ id: 'b', language: 'python' })].join('\n'),
  );
  const r = runCli(['verify', tasks]);
  assert.equal(r.status, 2);
  assert.match(
    r.stderr,
    new RegExp(`${tasks.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:2: field "query": missing required field`),
  );
  assert.doesNotMatch(r.stderr, /at .*\.ts:\d+/);
  const missing = runCli(['verify', join(dir, 'nope.jsonl')]);
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /not found/);
  const badOpt = runCli(['verify', tasks, '--jobs', '0']);
  assert.equal(badOpt.status, 2);
  assert.match(badOpt.stderr, /--jobs/);
  const badMode = runCli(['verify', tasks, '--sandbox', 'bwarp']);
  assert.equal(badMode.status, 2);
  assert.match(badMode.stderr, /did you mean "bwrap"/);
});

test('verify survives kill -9 midway: the rerun resumes from the cache and gives the same results', async () => {
  const tasks = join(dir, 'many.jsonl');
  const lines = [];
  for (let i = 0; i < 40; i++) {
    lines.push(
      task(`t${i}`, `import time\ndef f():\n    time.sleep(0.05)\n    return ${i}\n`, [
        `assert f() == ${i}`,
        `assert f() == ${i % 7 === 3 ? -1 : i}`,
      ]),
    );
  }
  writeFileSync(tasks, lines.join('\n'));
  const cache = join(dir, 'kill.sqlite');
  const child = spawn(
    process.execPath,
    [...CLI_ARGS, 'verify', tasks, '--cache', cache, '--jobs', '1', '--timeout', '20'],
    { cwd: REPO_ROOT, stdio: 'ignore' },
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // wait until some outcomes are committed, then kill the whole verify process without warning
  const deadline = Date.now() + 90_000;
  let committed = 0;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    if (!existsSync(cache)) continue;
    try {
      const db = new Database(cache, { readonly: true, fileMustExist: true });
      committed = (db.prepare('SELECT count(*) AS n FROM outcomes').get() as { n: number }).n;
      db.close();
    } catch {
      continue; // the table may not exist yet
    }
    if (committed >= 3) break;
  }
  assert.ok(committed >= 3 && committed < 40, `committed ${committed} before the kill`);
  child.kill('SIGKILL');
  await exited;

  const outResumed = join(dir, 'resumed.jsonl');
  const resumed = runCli([
    'verify',
    tasks,
    '--cache',
    cache,
    '--out',
    outResumed,
    '--json',
    '--timeout',
    '20',
  ]);
  assert.equal(resumed.status, 1, resumed.stderr); // t3, t10, ... fail by construction
  const s = JSON.parse(resumed.stdout);
  assert.ok(s.cache.hits >= 3, `hits ${s.cache.hits}`);
  assert.ok(s.cache.misses >= 1, `misses ${s.cache.misses}`);
  assert.equal(s.counts.failedTasks, 6);

  const outFresh = join(dir, 'fresh.jsonl');
  const fresh = runCli(['verify', tasks, '--no-cache', '--out', outFresh, '--timeout', '20']);
  assert.equal(fresh.status, 1);
  const strip = (f: string) =>
    readFileSync(f, 'utf8')
      .trim()
      .split('\n')
      .map((l) => {
        const { ms: _ms, ...rest } = JSON.parse(l);
        return rest;
      });
  assert.deepEqual(strip(outResumed), strip(outFresh));

  // and a third run is all hits
  const again = runCli(['verify', tasks, '--cache', cache, '--json', '--timeout', '20']);
  assert.equal(JSON.parse(again.stdout).cache.hits, 40);
});

test('verify: EXECRET_PYTHON reaches the oracle from the CLI (the library reads no environment itself)', () => {
  const tasks = join(dir, 'env.jsonl');
  writeFileSync(tasks, task('a', 'def f(x):\n    return x + 1\n', ['assert f(1) == 2']) + '\n');
  const missing = join(dir, 'no-such-python');
  const r = runCli(['verify', tasks, '--no-cache', '--json'], {
    env: { ...process.env, EXECRET_PYTHON: missing },
  });
  assert.equal(r.status, 2, r.stderr);
  assert.match(r.stderr, /cannot run the Python interpreter ".*no-such-python" \(from EXECRET_PYTHON\)/);
  // --python wins over it
  const ok = runCli(['verify', tasks, '--no-cache', '--json', '--python', '/usr/bin/python3'], {
    env: { ...process.env, EXECRET_PYTHON: missing },
  });
  assert.equal(ok.status, 0, ok.stderr);
});

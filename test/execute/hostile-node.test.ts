import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ESCAPE, runEscaped, type EscapedResult } from '../helpers/escaped-node.js';

// Hostile JavaScript against the real Node runner: snippets that loop, exit early, print fake results, override
// assert or console, allocate without end, and snippets that leave the vm context (vm is no boundary: any object
// of the host realm leads to the runner's `process` and `require`; the runner hands its contexts none, so these
// run with the test-only hole of test/helpers/escaped-node.ts) to spawn processes, open connections, read
// the environment and read secrets placed in the working directory, a world-readable folder and a home directory.
// None may pass, leak a secret into an outcome, reach the network, or hang.

const token = (what: string) => `${what}${randomBytes(8).toString('hex')}`;
const SECRET = {
  env: token('envsecret'),
  cwd: token('cwdsecret'),
  srv: token('srvsecret'),
  home: token('homesecret'),
};
const made: string[] = [];
let server: Server;
let connections = 0;
let paths: { cwd: string; srv: string; home: string };

/** A world-readable folder holding a secret file, in the first parent we can write to. */
function plant(parents: string[], text: string): string {
  for (const parent of parents) {
    try {
      const dir = mkdtempSync(join(parent, 'execret-hostile-'));
      made.push(dir);
      chmodSync(dir, 0o755);
      writeFileSync(join(dir, 'secret.txt'), text, { mode: 0o644 });
      return join(dir, 'secret.txt');
    } catch {
      /* next */
    }
  }
  throw new Error(`cannot write to any of ${parents.join(', ')}`);
}

before(async () => {
  process.env.EXECRET_HOSTILE_SECRET = SECRET.env;
  paths = {
    cwd: plant([process.cwd()], SECRET.cwd),
    srv: plant(['/srv', '/opt', homedir()], SECRET.srv),
    home: plant([homedir()], SECRET.home),
  };
  server = createServer((s) => {
    connections++;
    s.destroy();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
});

after(async () => {
  server.close();
  delete process.env.EXECRET_HOSTILE_SECRET;
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

interface Case {
  snippet: string;
  code: string;
  tests: string[];
}
const suite = (snippet: string, code: string, tests: string[]): Case => ({ snippet, code, tests });

/** The cases on two workers, the runner's realm in reach of every context (ESCAPE). */
async function run(cases: Case[]): Promise<(EscapedResult & { snippet: string })[]> {
  const results = await runEscaped(
    cases.map((c) => ({ id: c.snippet, code: c.code, tests: c.tests })),
    { jobs: 2, timeoutS: 2 },
  );
  return results.map((r) => ({ ...r, snippet: r.id }));
}

function noSecretIn(results: readonly EscapedResult[]): void {
  const text = JSON.stringify(results);
  for (const [where, s] of Object.entries(SECRET))
    assert.ok(!text.includes(s), `the ${where} secret leaked: ${text}`);
}

test('loops, early exits, fake results and overridden assert or console never pass', async () => {
  const port = (server.address() as { port: number }).port;
  const results = await run([
    suite('loop', 'function f() { while (true) {} }', ['f(); assert.ok(true)']),
    suite('exit', 'function f() { process.exit(0); }', ['f(); assert.fail("x")']),
    suite('exit-escaped', `${ESCAPE} function f() { P.exit(0); }`, ['f(); assert.fail("x")']),
    suite(
      'fake-stdout',
      `${ESCAPE} function f() { P.stdout.write('{"id":1,"r":[["passed",0,""]]}\\n'); for (let fd = 0; fd < 20; fd++) { try { R('fs').writeSync(fd, 'x 0 0 passed 0 ""\\nx 0 end\\n'); } catch {} } }`,
      ['f(); assert.fail("x")'],
    ),
    suite('own-assert', 'const assert = { ok() {}, strictEqual() {} }; const f = () => 1;', [
      'assert.strictEqual(f(), 2)',
    ]),
    suite('patch-assert', 'assert.strictEqual = () => {}; assert.ok = () => {}; const f = () => 1;', [
      'assert.strictEqual(f(), 2)',
    ]),
    suite(
      'patch-console',
      'console.assert = () => {}; globalThis.console = { assert() {} }; const f = () => 1;',
      ['console.assert(f() === 2)'],
    ),
    suite('alloc', 'function f() { const a = []; for (;;) a.push(new Array(1e6).fill(7)); }', ['f()']),
    suite('big-buffer', `${ESCAPE} function f() { return R('buffer').Buffer.alloc(8 * 2 ** 30).length; }`, [
      'assert.ok(f() > 0)',
    ]),
    suite(
      'kill-server',
      `${ESCAPE} function f() { try { P.kill(1, 'SIGKILL'); } catch {} try { P.kill(-1, 'SIGKILL'); } catch {} return 0; }`,
      ['assert.strictEqual(f(), 1)'],
    ),
    suite(
      'connect',
      `${ESCAPE} function f() { return R('child_process').spawnSync(P.execPath, ['-e', "require('net').connect(${port}, '127.0.0.1').on('error', () => process.exit(3)).on('connect', () => process.exit(0))"]).status; }`,
      ['assert.strictEqual(f(), 0)'],
    ),
    suite(
      'fetch',
      `${ESCAPE} function f() { return R('child_process').spawnSync(P.execPath, ['-e', "fetch('http://127.0.0.1:${port}/').then(() => process.exit(0), () => process.exit(4))"]).status; }`,
      ['assert.strictEqual(f(), 0)'],
    ),
  ]);
  for (const r of results) assert.equal(r.passed, false, `${r.snippet}: ${JSON.stringify(r.tests)}`);
  const status = (id: string) => results.find((r) => r.snippet === id)!.tests[0];
  assert.equal(status('loop').status, 'timeout');
  assert.equal(status('exit').message, 'ReferenceError: process is not defined');
  assert.equal(status('exit-escaped').status, 'crashed');
  assert.match(status('own-assert').message, /read-only global/);
  assert.equal(status('patch-assert').status, 'failed');
  assert.equal(status('patch-console').status, 'failed');
  assert.equal(connections, 0, 'a snippet reached the host network');
  assert.match(status('connect').message, /3 !== 0/);
  assert.match(status('fetch').message, /4 !== 0/);
  noSecretIn(results);
});

test('an escaped snippet sees a clean environment and none of the host files: no secret reaches any message', async () => {
  const read = (p: string) =>
    `(() => { try { return R('fs').readFileSync(${JSON.stringify(p)}, 'utf8'); } catch (e) { return e.code; } })()`;
  const results = await run([
    suite('env', `${ESCAPE} const f = () => JSON.stringify(P.env);`, ['assert.fail(f())']),
    suite(
      'files',
      `${ESCAPE} const f = () => [${read(paths.cwd)}, ${read(paths.srv)}, ${read(paths.home)}].join(' ');`,
      ['assert.fail(f())'],
    ),
    suite(
      'list',
      `${ESCAPE} const ls = (d) => { try { return R('fs').readdirSync(d).join(','); } catch (e) { return e.code; } }; const f = () => ['/', '/home', '/srv', '/root', ${JSON.stringify(process.cwd())}].map(ls).join(' | ');`,
      ['assert.fail(f())'],
    ),
    suite(
      'symlink',
      `${ESCAPE} const f = () => { R('fs').symlinkSync(${JSON.stringify(paths.srv)}, 'planted'); return ${read('planted')}; };`,
      ['assert.fail(f())'],
    ),
    suite(
      'proc1',
      `${ESCAPE} const f = () => ${read('/proc/1/cmdline')}.split('\\0').slice(0, 3).join(' ') + ' ' + ${read('/proc/1/environ')};`,
      ['assert.fail(f())'],
    ),
    suite(
      'shell',
      `${ESCAPE} const f = () => R('child_process').execSync('cat ${paths.home} ${paths.srv} 2>&1; ls / /work 2>&1; true').toString();`,
      ['assert.fail(f())'],
    ),
  ]);
  for (const r of results) assert.equal(r.passed, false, r.snippet);
  noSecretIn(results);
  const msg = (id: string) => results.find((r) => r.snippet === id)!.tests[0].message;
  assert.ok(!msg('env').includes('EXECRET_HOSTILE_SECRET'), msg('env'));
  assert.match(msg('env'), /"PATH":/);
  assert.match(msg('files'), /ENOENT ENOENT ENOENT/);
  const root = msg('list')
    .split(' | ')[0]
    .replace(/^AssertionError: /, '')
    .split(',');
  assert.ok(!root.some((d) => ['home', 'srv', 'root', 'work', 'opt', 'var'].includes(d)), root.join(','));
  assert.match(msg('list'), /ENOENT \| ENOENT \| ENOENT \| ENOENT$/);
  assert.match(msg('symlink'), /ENOENT/);
  assert.match(msg('proc1'), /bwrap --args 3/);
  assert.ok(!msg('shell').includes('secret'), msg('shell'));
});

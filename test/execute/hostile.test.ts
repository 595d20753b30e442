import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOracle } from '../../src/execute/index.js';
import { workerUid } from '../../src/execute/worker.js';
import type { Oracle, Suite, SuiteResult } from '../../src/execute/types.js';
import type { TestStatus } from '../../src/core/types.js';
import { REPO_ROOT } from '../helpers/cli.js';

// Tiny hostile programs (test/fixtures/hostile/*.py) run through the real oracle in one batch, interleaved with
// well-behaved canaries: each must end with the expected status, nothing may escape, and the canaries must pass.

const FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'hostile');
const TIMEOUT_S = 3;
const MARKER = `2.${Date.now() % 100000}71828`;
const SECRET = `hunter2-${process.pid}-${Date.now()}`;

let outside: string;
let listener: Server;
let port = 0;
let connections = 0;
let oracle: Oracle;
let results: Map<string, SuiteResult>;
let canaries: SuiteResult[];
let elapsedS = 0;

function fixture(name: string, vars: Record<string, string> = {}): string {
  let code = readFileSync(join(FIXTURES, `${name}.py`), 'utf8');
  for (const [k, v] of Object.entries(vars)) code = code.split(k).join(v);
  return code;
}

interface Case {
  name: string;
  code: string;
  tests: string[];
  /** acceptable statuses per test */
  expect: TestStatus[][];
}

function cases(): Case[] {
  const one = (
    name: string,
    expect: TestStatus[],
    test = 'assert solve() == 1',
    code = fixture(name),
  ): Case => ({
    name,
    code,
    tests: [test],
    expect: [expect],
  });
  return [
    one('forever', ['timeout']),
    one('c_loop', ['timeout']),
    one('ignore_sigterm', ['timeout']),
    one('alloc', ['error']),
    one('alloc_touch', ['error', 'timeout']),
    one('forkbomb', ['timeout', 'crashed', 'error']),
    one('threadbomb', ['error', 'timeout', 'crashed']),
    one('recursion', ['error']),
    one('os_exit_at_import', ['crashed']),
    one('sys_exit_at_import', ['error']),
    {
      name: 'exit_in_test',
      code: 'def solve():\n    return 1\n',
      tests: [
        'import os; os._exit(0)',
        'import sys; sys.exit(0)',
        'raise SystemExit(0)',
        'import os; os._exit(83)',
        'assert solve() == 1',
      ],
      expect: [['crashed'], ['error'], ['error'], ['crashed'], ['passed']],
    },
    one('fake_pass_lines', ['failed'], 'assert solve() == 2'),
    one('fake_fd_results', ['crashed']),
    one('close_fds', ['crashed']),
    {
      name: 'kill_parent_and_group',
      code: 'import os, signal\n\ndef solve():\n    return 1\n',
      tests: [
        'os.kill(os.getppid(), signal.SIGKILL)',
        'os.killpg(os.getpgid(os.getppid()), signal.SIGKILL)',
        'os.killpg(0, signal.SIGKILL)',
        'os.kill(-1, signal.SIGKILL)',
        'assert solve() == 1',
      ],
      // signalling the server is refused (tests run as another uid): an error, never a pass
      // kill(-1) spares the caller, and nothing else of the sandbox uid lives in its PID namespace: a true pass
      expect: [
        ['error', 'crashed'],
        ['error', 'crashed', 'passed'],
        ['crashed'],
        ['crashed', 'passed'],
        ['passed'],
      ],
    },
    one('big_output', ['passed']),
    one('loopback', ['error'], 'assert solve() == 1', fixture('loopback', { PORT: String(port) })),
    one('daemon', ['passed'], 'assert solve() == 1', fixture('daemon', { MARKER, OUTSIDE: outside })),
    one('write_outside', ['error'], 'assert solve() == 1', fixture('write_outside', { OUTSIDE: outside })),
    {
      name: 'write_tmp',
      code: `def solve():\n    open("/tmp/execret-escape-${process.pid}", "w").write("x")\n    return 1\n`,
      tests: ['assert solve() == 1'],
      expect: [['error', 'passed']], // bwrap: /tmp is a private tmpfs, so even a success stays inside
    },
    one('read_secret', ['passed'], 'assert solve() == []', fixture('read_secret', { SECRET })),
    one('reopen_parent_pipe', ['error']),
  ];
}

before(async () => {
  outside = mkdtempSync(join(tmpdir(), 'execret-outside-'));
  chmodSync(outside, 0o777); // writable by anyone: only the sandbox can stop a write here
  listener = createServer((sock) => {
    connections++;
    sock.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', () => resolve()));
  port = (listener.address() as { port: number }).port;
  process.env.EXECRET_TEST_SECRET = SECRET;

  oracle = await createOracle({ timeoutS: TIMEOUT_S, memoryMb: 512, jobs: 2, cache: false, maxProcs: 64 });
  const all = cases();
  const suites: Suite[] = [];
  all.forEach((c, k) => {
    suites.push({ snippet: c.name, task: c.name, language: 'python', code: c.code, tests: c.tests });
    suites.push({
      snippet: `canary-${k}`,
      task: 'canary',
      language: 'python',
      code: `def solve():\n    return ${k}\n`,
      tests: [`assert solve() == ${k}`, `assert solve() != ${k + 1}`],
    });
  });
  const t0 = performance.now();
  const out = await oracle.run(suites);
  elapsedS = (performance.now() - t0) / 1000;
  results = new Map(out.filter((r) => !r.snippet.startsWith('canary')).map((r) => [r.snippet, r]));
  canaries = out.filter((r) => r.snippet.startsWith('canary'));
});

after(async () => {
  await oracle?.close();
  listener?.close();
  delete process.env.EXECRET_TEST_SECRET;
  rmSync(outside, { recursive: true, force: true });
  rmSync(`/tmp/execret-escape-${process.pid}`, { force: true });
});

test('the sandbox is fully isolated on this machine', () => {
  assert.equal(oracle.isolation.level, 'full', JSON.stringify(oracle.isolation));
});

test('every hostile program ends with the expected status and never as a false pass', () => {
  const wrong: string[] = [];
  for (const c of cases()) {
    const r = results.get(c.name);
    assert.ok(r, `no result for ${c.name}`);
    r.tests.forEach((t, i) => {
      if (!c.expect[i].includes(t.status)) {
        wrong.push(`${c.name}[${i}]: ${t.status} (${t.message}); expected ${c.expect[i].join('|')}`);
      }
    });
  }
  assert.deepEqual(wrong, []);
});

test('the run went on: every well-behaved snippet around the hostile ones passed', () => {
  assert.equal(canaries.length, cases().length);
  for (const c of canaries) assert.ok(c.passed, `${c.snippet}: ${JSON.stringify(c.tests)}`);
});

test('timeouts kill promptly and the whole batch stays fast', () => {
  const forever = results.get('forever')!.tests[0];
  // The deadline moves by the time the suite waited for a CPU that others held, by at most 4 times the limit
  // (docs/sandbox.md): on a loaded machine that is the bound; on an idle one it ends at the limit.
  assert.ok(forever.ms < 5 * TIMEOUT_S * 1000 + 1500, `forever took ${forever.ms} ms`);
  // A bound against a hang, not a speed test: the batch takes about 15 s on an idle machine of 2 cores and over 60 s
  // when other jobs load it 20 times over (as on the shared development machine, with or without this change).
  assert.ok(elapsedS < 180, `hostile batch took ${elapsedS.toFixed(1)} s`);
});

test('messages say what happened', () => {
  assert.match(results.get('alloc')!.tests[0].message, /MemoryError/);
  assert.match(results.get('recursion')!.tests[0].message, /RecursionError/);
  assert.match(results.get('sys_exit_at_import')!.tests[0].message, /in snippet: SystemExit/);
  assert.match(results.get('forever')!.tests[0].message, /time limit/);
  assert.match(results.get('os_exit_at_import')!.tests[0].message, /exited with code 0 without reporting/);
});

test('nothing escaped: no connection, no file outside, no secret, no process left behind', async () => {
  assert.equal(connections, 0, 'a snippet reached the loopback listener');
  assert.equal(existsSync(join(outside, 'escaped.txt')), false);
  assert.equal(existsSync(`/tmp/execret-escape-${process.pid}`), false);
  // tests run as a uid of their worker's own (workerUid), or nobody when privileges are kept
  const sandboxUids = new Set([65534, ...Array.from({ length: 64 }, (_, slot) => workerUid(slot))]);
  const left = () => {
    // every fork server's argv holds its harness source: on a busy machine ps prints megabytes
    const ps = execFileSync('ps', ['-eo', 'pid,uid,args'], { encoding: 'utf8', maxBuffer: 1 << 28 });
    assert.doesNotMatch(ps, new RegExp(MARKER.replace('.', '\\.')), 'the double-forked daemon survived');
    return ps.split('\n').filter((l) => sandboxUids.has(Number(l.trim().split(/\s+/)[1])));
  };
  // The server answers a suite before it reaps the child it killed on its way out (the kernel's tear-down is
  // slow on some VMs), and reaps it before it waits for more work: give that a moment, no more.
  let nobody = left();
  for (let i = 0; i < 30 && nobody.length > 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
    nobody = left();
  }
  assert.deepEqual(
    nobody.map((l) => l.slice(0, 120)),
    [],
    'processes of the sandbox uid are still running',
  );
});

test('the double-forked daemon never gets to write outside', async () => {
  // it would write after sleeping MARKER (~2.7) seconds; give it that long past the batch
  const waitMs = Math.max(0, Number(MARKER) * 1000 + 300 - elapsedS * 1000);
  await new Promise((r) => setTimeout(r, waitMs));
  assert.equal(existsSync(join(outside, 'daemon.txt')), false);
});

test('a snippet that kills its own server: that suite crashes, the worker restarts, the run goes on', async () => {
  // With the uid drop off, the test process may signal the server (as it could on a non-root machine).
  const o = await createOracle({ timeoutS: TIMEOUT_S, jobs: 1, cache: false, unprivileged: false });
  try {
    const suites: Suite[] = [
      { snippet: 'a', task: 'a', language: 'python', code: 'x = 1', tests: ['assert x == 1'] },
      {
        snippet: 'killer',
        task: 'k',
        language: 'python',
        code: 'import os, signal',
        tests: ['assert True', 'os.kill(os.getppid(), signal.SIGKILL)'],
      },
      {
        snippet: 'group',
        task: 'g',
        language: 'python',
        code: 'import os, signal',
        tests: ['os.kill(-1, signal.SIGKILL)'],
      },
      { snippet: 'b', task: 'b', language: 'python', code: 'x = 2', tests: ['assert x == 2'] },
    ];
    const out = await o.run(suites);
    assert.equal(out[0].passed, true);
    assert.deepEqual(
      out[1].tests.map((t) => t.status),
      ['crashed', 'crashed'],
    );
    assert.match(out[1].tests[1].message, /worker died/);
    assert.equal(out[2].passed, false);
    assert.equal(out[3].passed, true, JSON.stringify(out[3]));
  } finally {
    await o.close();
  }
});

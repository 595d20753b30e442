import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createOracle } from '../../src/execute/index.js';
import type { Suite, SuiteResult } from '../../src/execute/types.js';
import { ESCAPE, runEscaped, type EscapedResult } from '../helpers/escaped-node.js';

// Hostile JavaScript that goes after other tasks' verdicts (issue #22): leaving node:vm through an object of the
// runner's realm to rewrite later suites' result lines, polluting prototypes through structuredClone, and, for a
// snippet that has left its context anyway (the test-only hole of test/helpers/escaped-node.ts), a detached
// process that waits for later runners, pidfd_getfd on them, SysV shared memory, a work directory thousands of
// levels deep and descriptors inherited from execret's caller. Each case runs at the default sharing and with
// --share 1, on one worker (so that every suite after the hostile one runs where it ran), and checks that no
// other task's wrong reference passes and that nothing is left for the next suite.

const SHARES = [16, 1];

/** Wrong references of other tasks: each must fail whatever ran before it. */
const WRONG: { code: string; tests: string[] }[] = [
  { code: 'const add = (a, b) => a - b;', tests: ['assert.strictEqual(add(2, 3), 5);'] },
  {
    code: 'function isIn(xs, x) { return true; }',
    tests: ['assert.strictEqual(isIn([1, 2], 3), structuredClone([1, 2]).includes(3));'],
  },
  { code: 'const same = (a, b) => false;', tests: ['assert.deepStrictEqual(same([1], [1]), true);'] },
];

const js = (snippet: string, code: string, tests: string[]): Suite => ({
  snippet,
  task: snippet,
  language: 'javascript',
  code,
  tests,
});

function noWrongPasses(
  results: readonly { passed: boolean; tests: { status: string }[] }[],
  from: number,
): void {
  for (const [i, r] of results.slice(from).entries())
    assert.equal(r.passed, false, `wrong reference ${i} passed: ${JSON.stringify(r.tests)}`);
}

/** Every way out of a context we know of: each must find a Function whose global has no process. */
const ROUTES = [
  "assert['constr' + 'uctor']['constr' + 'uctor']",
  'this.constructor.constructor',
  "Object.getOwnPropertyDescriptor(globalThis, 'assert').constructor.constructor",
  "Object.getOwnPropertyDescriptor(globalThis, 'URL').get.constructor",
  'Object.getOwnPropertyDescriptors(globalThis).constructor.constructor',
  'Object.getPrototypeOf(globalThis).constructor.constructor',
  'console.log.constructor',
  'require.constructor',
  'structuredClone({}).constructor.constructor',
  'structuredClone([]).constructor.constructor',
  "new URL('http://a.b/').constructor.constructor",
  "new URLSearchParams('a=1').get.constructor",
  "Object.getPrototypeOf(new TextEncoder().encode('a')).constructor.constructor",
  "(() => { try { atob('%'); } catch (e) { return e.constructor.constructor; } })()",
  '(() => { try { assert.strictEqual(1, 2); } catch (e) { return e.constructor.constructor; } })()',
  '(() => { try { assert.deepStrictEqual({ a: 1 }, { a: 2 }); } catch (e) { return e.constructor.constructor; } })()',
  "(() => { try { new URL('nope'); } catch (e) { return e.constructor.constructor; } })()",
  '(() => { try { require("fs"); } catch (e) { return e.constructor.constructor; } })()',
  '(() => { Error.prepareStackTrace = (e, cs) => cs; const cs = new Error().stack; Error.prepareStackTrace = undefined; return cs.map((c) => c.getFunction()).find((f) => f) ?? cs[0].constructor.constructor; })()',
];

const PROBE = `
const routes = [${ROUTES.map((r) => `() => ${r}`).join(',\n')}];
const reached = [];
routes.forEach((route, i) => {
  let F;
  try { F = route(); } catch { return; }
  if (typeof F !== 'function') return;
  let g;
  try { g = F('return this')(); } catch { return; }
  if (g && (g.process || g.Buffer || typeof g.require === 'function' && g.require !== require)) {
    reached.push(i);
    // what the red team's snippet did: patch the runner's Buffer.from so later result lines say "passed"
    const from = g.Buffer.from;
    g.Buffer.from = (s, ...rest) => from(String(s).replace(/ (failed|error|crashed) (\\d+) ".*"$/, ' passed $2 ""'), ...rest);
  }
});
let importReached = 'pending';
import('node:fs').then(() => { importReached = 'resolved'; }, (e) => {
  try { importReached = typeof e.constructor.constructor('return process')(); } catch { importReached = 'threw'; }
});
const escaped = () => reached.join(',');
`;

/**
 * Run `first` (two tests, both of which must pass) and then the wrong references of later tasks on one oracle
 * of `share`: none of those may pass, whatever `first` did to the process it shared with them.
 */
async function firstThenWrong(share: number, first: Suite): Promise<void> {
  const oracle = await createOracle({
    cache: false,
    jobs: 1,
    share,
    timeoutS: 5,
    languages: ['javascript'],
  });
  try {
    const results: SuiteResult[] = await oracle.run([
      first,
      ...WRONG.map((w, i) => js(`wrong${i}`, w.code, w.tests)),
    ]);
    assert.deepEqual(
      results[0].tests.map((t) => [t.status, t.message]),
      [
        ['passed', ''],
        ['passed', ''],
      ],
    );
    noWrongPasses(results, 1);
  } finally {
    await oracle.close();
  }
}

for (const share of SHARES) {
  test(`--share ${share}: no way out of a context reaches the runner's realm; later tasks' wrong references fail`, () =>
    firstThenWrong(
      share,
      js('probe', PROBE, [
        "assert.strictEqual(escaped(), '');",
        "assert.strictEqual(importReached, 'pending');",
      ]),
    ));

  test(`--share ${share}: a prototype changed through structuredClone stays in its test`, () =>
    firstThenWrong(
      share,
      js('pollute', 'const f = () => 1;', [
        "const c = structuredClone({ a: [1], m: new Map() }); Object.getPrototypeOf(c).leak = 'x'; Object.getPrototypeOf(c.a).includes = () => true; Object.getPrototypeOf(c.m).get = () => 7; assert.strictEqual(structuredClone([]).includes(5), true);",
        'assert.strictEqual(({}).leak, undefined); assert.strictEqual(structuredClone([1]).includes(2), false); assert.strictEqual(new Map().get(1), undefined); assert.strictEqual(Object.getPrototypeOf(structuredClone({})), Object.prototype);',
      ]),
    ));
}

/** A python3 program run by an escaped snippet (the view has the system interpreter under /usr). */
const py = (program: string) =>
  `R('child_process').spawnSync('/usr/bin/python3', ['-I', '-c', ${JSON.stringify(program)}], { encoding: 'utf8' })`;

const PIDFD = `
import ctypes, os
libc = ctypes.CDLL(None, use_errno=True)
got = []
for name in os.listdir('/proc'):
    try:
        if not name.isdigit() or os.stat('/proc/' + name).st_uid == os.getuid():
            continue  # the snippet's own processes
    except OSError:
        continue
    pidfd = libc.syscall(434, int(name), 0)  # pidfd_open
    if pidfd < 0:
        continue
    for target in (0, 3):
        fd = libc.syscall(438, pidfd, target, 0)  # pidfd_getfd
        if fd >= 0:
            got.append(f'{name}:{target}')
    os.close(pidfd)
print(' '.join(got))
`;

test("an escaped snippet cannot take another runner's descriptors, and its detached process is gone before the next suite (default sharing and --share 1)", async () => {
  const marker = `execret-detached-${randomBytes(6).toString('hex')}`;
  for (const share of SHARES) {
    const results = await runEscaped(
      [
        // a screened suite first: at the default sharing it leaves a warm runner idle while the others run
        { id: 'warm', code: 'const one = () => 1;', tests: ['assert.strictEqual(one(), 1);'] },
        {
          id: 'attack',
          code: `${ESCAPE}
const child = R('child_process').spawn('/usr/bin/python3', ['-I', '-c', 'import time\\nwhile True: time.sleep(1)', '${marker}'], { detached: true, stdio: 'ignore' });
child.unref();
const stolen = () => ${py(PIDFD)}.stdout.trim();
const signalled = () => R('fs').readdirSync('/proc').filter((n) => /^\\d+$/.test(n) && Number(n) !== P.ppid).filter((n) => { try { return R('fs').statSync('/proc/' + n).uid !== P.getuid(); } catch { return false; } }).filter((n) => { try { P.kill(Number(n), 0); return true; } catch { return false; } }).join(',');`,
          tests: ["assert.strictEqual(stolen(), '');", "assert.strictEqual(signalled(), '');"],
        },
        ...WRONG.map((w, i) => ({ id: `wrong${i}`, ...w })),
        {
          id: 'survivors',
          code: `${ESCAPE}
const left = () => R('fs').readdirSync('/proc').filter((n) => /^\\d+$/.test(n)).filter((n) => { try { return R('fs').readFileSync('/proc/' + n + '/cmdline', 'utf8').includes('${marker}'); } catch { return false; } }).join(',');`,
          tests: ["assert.strictEqual(left(), '');"],
        },
      ],
      { share },
    );
    const [warm, attack, ...rest] = results;
    assert.equal(warm.passed, true, `share ${share}: ${JSON.stringify(warm.tests)}`);
    assert.deepEqual(
      attack.tests.map((t) => [t.status, t.message]),
      [
        ['passed', ''],
        ['passed', ''],
      ],
      `share ${share}: the snippet reached another process`,
    );
    noWrongPasses(rest.slice(0, WRONG.length), 0);
    assert.deepEqual(
      rest[WRONG.length].tests.map((t) => [t.status, t.message]),
      [['passed', '']],
      `share ${share}`,
    );
  }
});

const SHM = `
import ctypes, sys
libc = ctypes.CDLL(None, use_errno=True)
libc.shmat.restype = ctypes.c_void_p
key, make = int(sys.argv[1]), sys.argv[2] == 'make'
shmid = libc.shmget(key, 1 << 20, (0o1666 if make else 0))  # IPC_CREAT | 0666
if shmid < 0:
    print('none', ctypes.get_errno())
    sys.exit(0)
if make:
    addr = libc.shmat(shmid, None, 0)
    ctypes.memmove(addr, b'secret-of-suite-one', 19)
    print('made', shmid)
else:
    addr = libc.shmat(shmid, None, 0o10000)  # SHM_RDONLY
    print('found', ctypes.string_at(addr, 19) if addr not in (None, ctypes.c_void_p(-1).value) else 'unreadable')
`;

test('SysV shared memory, files outside the work dir and a work dir 3,000 levels deep do not reach the next suite (default sharing and --share 1)', async () => {
  for (const share of SHARES) {
    const key = 0x5e00 + share;
    const shm = (mode: string) =>
      `R('child_process').spawnSync('/usr/bin/python3', ['-I', '-c', ${JSON.stringify(SHM)}, '${key}', '${mode}'], { encoding: 'utf8' }).stdout.trim()`;
    const results = await runEscaped(
      [
        {
          id: 'leave',
          code: `${ESCAPE}
const made = () => ${shm('make')};
const deep = () => { const fs = R('fs'); const top = P.cwd(); for (let i = 0; i < 3000; i++) { fs.mkdirSync('d'); P.chdir('d'); } fs.writeFileSync('bottom.txt', 'x'); P.chdir(top); try { fs.writeFileSync('/tmp/stray-' + P.pid, 'x'); } catch {} try { fs.writeFileSync('/dev/shm/stray-' + P.pid, 'x'); } catch {} return 'ok'; };`,
          tests: ['assert.match(made(), /^made /);', "assert.strictEqual(deep(), 'ok');"],
        },
        ...WRONG.map((w, i) => ({ id: `wrong${i}`, ...w })),
        {
          id: 'look',
          code: `${ESCAPE}
const seen = () => ${shm('find')};
const segments = () => R('fs').readFileSync('/proc/sysvipc/shm', 'utf8').trim().split('\\n').length - 1;
const here = () => R('fs').readdirSync('.').join(',');
const strays = () => R('fs').readdirSync('/tmp').filter((n) => n.startsWith('stray-')).concat((() => { try { return R('fs').readdirSync('/dev/shm'); } catch { return []; } })()).join(',');`,
          tests: [
            'assert.match(seen(), /^none /);',
            'assert.strictEqual(segments(), 0);',
            "assert.strictEqual(here(), '');",
            "assert.strictEqual(strays(), '');",
          ],
        },
      ],
      { share, timeoutS: 20 },
    );
    const [leave, ...rest] = results;
    assert.equal(leave.passed, true, `share ${share}: ${JSON.stringify(leave.tests)}`);
    noWrongPasses(rest.slice(0, WRONG.length), 0);
    assert.deepEqual(
      rest[WRONG.length].tests.map((t) => [t.status, t.message]),
      Array.from({ length: 4 }, () => ['passed', '']),
      `share ${share}`,
    );
  }
});

test("a descriptor open in execret's caller reaches no runner (default sharing and --share 1)", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-fd-'));
  const secret = `fdsecret${randomBytes(8).toString('hex')}`;
  const file = join(dir, 'secret.txt');
  writeFileSync(file, secret, { mode: 0o600 });
  const fd = openSync(file, 'r+');
  try {
    const script = fileURLToPath(new URL('../fixtures/node-fd-caller.ts', import.meta.url));
    // the caller's descriptor 20 is the secret file (spawn leaves it open, without close-on-exec, in the child)
    const stdio: (number | 'pipe' | 'ignore')[] = ['ignore', 'pipe', 'pipe'];
    for (let i = 3; i < 20; i++) stdio.push('ignore');
    stdio.push(fd);
    const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio });
    let out = '';
    let err = '';
    child.stdout!.on('data', (c) => (out += c));
    child.stderr!.on('data', (c) => (err += c));
    const code = await new Promise((r) => child.on('close', r));
    assert.equal(code, 0, err);
    const results = JSON.parse(out) as EscapedResult[][];
    for (const rs of results) {
      for (const r of rs) {
        assert.ok(!JSON.stringify(r).includes(secret), `the secret leaked: ${JSON.stringify(r)}`);
        assert.deepEqual(
          r.tests.map((t) => [t.status, t.message]),
          [['passed', '']],
          JSON.stringify(r.tests),
        );
      }
    }
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
});

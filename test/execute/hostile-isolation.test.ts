// Hostile Python snippets that try to reach past their own suite (issue #22): into another task's verdict (the
// harness's test runner, a standard-library class), into the suites after them (a detached process, a System V
// shared-memory segment, a work directory 3,000 levels deep, a full /tmp) and into the files of the process that
// started execret (descriptors it left open). Each sequence runs in ONE worker (jobs 1), in order, at the default
// settings and with --share 1; after every hostile suite comes a probe of what it left and a wrong reference of
// another task, which must fail.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOracle } from '../../src/execute/index.js';
import type { Suite, SuiteResult } from '../../src/execute/types.js';
import { resolvePython } from '../../src/lang/python/runtime.js';
import { REPO_ROOT } from '../helpers/cli.js';

const FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'hostile');
const ORPHAN = `orph${process.pid % 100000}`;
const SHM_KEY = String(0x5e000000 + (process.pid % 0xffff));

function fixture(name: string, vars: Record<string, string> = {}): string {
  let code = readFileSync(join(FIXTURES, `isolation_${name}.py`), 'utf8');
  for (const [k, v] of Object.entries(vars)) code = code.split(k).join(v);
  return code;
}

/** One task's suite; `group` as a build gives it (the task's id), so that a task's suites could share a process. */
const suite = (task: string, code: string, tests: string[], grouped: boolean): Suite => ({
  snippet: task,
  task,
  language: 'python',
  code,
  tests,
  ...(grouped ? { group: task } : {}),
});

/** A wrong reference of another task: it must fail whatever ran before it. */
const wrong = (task: string, grouped: boolean) =>
  suite(task, 'def solve():\n    return 2\n', ['assert solve() == 1'], grouped);

const ORPHAN_PROBE = [
  'import os',
  'def alive():',
  '    out = []',
  '    for p in os.listdir("/proc"):',
  '        if p.isdigit():',
  '            try:',
  '                with open("/proc/%s/comm" % p) as f:',
  `                    if f.read().strip() == "${ORPHAN}":`,
  '                        out.append(p)',
  '            except OSError:',
  '                pass',
  '    return out',
].join('\n');

interface Step {
  suite: Suite;
  /** the statuses this suite may end with */
  expect: string[];
}

function sequence(grouped: boolean, privateTmp: boolean): Step[] {
  // 3,000 levels on the sandbox's tmpfs; on a host disk (--sandbox none) each rmdir can cost milliseconds
  const DEPTH = privateTmp ? '3000' : '300';
  const s = (task: string, code: string, tests: string[]) => suite(task, code, tests, grouped);
  const steps: Step[] = [
    // 1. a standard-library class poisoned: a later correct task still passes
    { suite: s('poison', fixture('poison_stdlib'), ['assert solve() == 1']), expect: ['passed'] },
    {
      suite: s(
        'fraction',
        'from fractions import Fraction\n\ndef solve():\n    return Fraction(1, 2) + Fraction(1, 3)\n',
        ['assert solve() == Fraction(5, 6)', 'assert solve() != Fraction(1, 7)'],
      ),
      expect: ['passed'],
    },
    // 2. the harness's test runner replaced through a module attribute: its own suite "passes" (in-process
    //    forgery of its own verdict, docs/sandbox.md), no other task's does
    {
      suite: s('patch', fixture('harness_patch'), ['assert solve() == 1', 'assert False']),
      expect: ['passed', 'failed'],
    },
    { suite: wrong('wrong-after-patch', grouped), expect: ['failed'] },
    // 3. a detached grandchild: gone before the next suite starts
    { suite: s('orphan', fixture('orphan', { NAME: ORPHAN }), ['assert solve() == 1']), expect: ['passed'] },
    { suite: s('orphan-probe', ORPHAN_PROBE, ['assert alive() == []']), expect: ['passed'] },
    { suite: wrong('wrong-after-orphan', grouped), expect: ['failed'] },
    // 4. a System V shared-memory segment: refused, or removed after its suite
    {
      suite: s('shm', fixture('shm', { KEY: SHM_KEY }), ['assert solve() == 1']),
      expect: ['passed', 'error'],
    },
    {
      suite: s('shm-probe', fixture('shm_probe', { KEY: SHM_KEY }), ['assert find() == -1']),
      expect: ['passed'],
    },
    // 5. a work directory 3,000 levels deep: removed, and the server survives its removal
    { suite: s('deep', fixture('deep_dir', { DEPTH }), ['assert solve() == 1']), expect: ['passed'] },
    {
      suite: s('deep-probe', 'import os\n', [
        'assert os.listdir(".") == []',
        'assert os.getcwd().startswith("/")',
      ]),
      expect: ['passed'],
    },
    { suite: wrong('wrong-after-deep', grouped), expect: ['failed'] },
  ];
  if (privateTmp) {
    // 6. /tmp filled: one suite gets at most the cap (64 MiB by default), and the next one all of it again
    steps.push(
      { suite: s('fill', fixture('fill_tmp'), ['assert 0 < fill() <= 64 << 20']), expect: ['passed'] },
      {
        suite: s(
          'fill-probe',
          'import os\n\ndef free():\n    st = os.statvfs(".")\n    return st.f_bavail * st.f_frsize\n',
          ['assert free() > 60 << 20'],
        ),
        expect: ['passed'],
      },
      { suite: wrong('wrong-after-fill', grouped), expect: ['failed'] },
    );
  }
  return steps;
}

/** Processes on this machine (every PID namespace shows in ours) that carry the orphan's name. */
function orphansOnHost(): string[] {
  const out: string[] = [];
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      if (readFileSync(`/proc/${p}/comm`, 'utf8').trim() === ORPHAN) out.push(p);
    } catch {
      /* gone */
    }
  }
  return out;
}

/** Host System V segments with our key (the `none` sandbox shares the host's IPC namespace). */
function hostSegments(): string[] {
  const key = Number(SHM_KEY);
  return readFileSync('/proc/sysvipc/shm', 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .filter((l) => Number(l.trim().split(/\s+/)[0]) === key);
}

function check(steps: Step[], results: SuiteResult[], label: string): void {
  const wrongs: string[] = [];
  results.forEach((r, i) => {
    const { suite: s, expect } = steps[i];
    for (const t of r.tests) {
      if (!expect.includes(t.status)) {
        wrongs.push(`${s.snippet}: ${t.status} (${t.message}); expected one of ${expect.join(', ')}`);
      }
    }
  });
  assert.deepEqual(wrongs, [], label);
}

async function runSequence(share: number | undefined, grouped: boolean, sandbox?: 'none'): Promise<void> {
  const oracle = await createOracle({ jobs: 1, cache: false, timeoutS: 10, share, sandbox });
  const privateTmp = oracle.isolation.mechanisms.includes('private-tmp');
  const steps = sequence(grouped, privateTmp);
  try {
    const results = await oracle.run(steps.map((s) => s.suite));
    check(
      steps,
      results,
      `share ${share ?? 'default'}${grouped ? ', grouped by task' : ''}${sandbox ? `, --sandbox ${sandbox}` : ''}`,
    );
  } finally {
    await oracle.close();
  }
  assert.deepEqual(orphansOnHost(), [], 'a detached process of a suite outlived the oracle');
  assert.deepEqual(hostSegments(), [], 'a shared-memory segment of a suite outlived it');
}

test('no hostile suite reaches another task or the next suite: default settings, suites grouped by task', async () => {
  await runSequence(undefined, true);
});

test('the same with --share 1', async () => {
  await runSequence(1, true);
});

test('the same for suites without a group (as verify runs references)', async () => {
  await runSequence(undefined, false);
});

test('without the sandbox the harness still removes what a suite left (processes, segments, folders)', async () => {
  await runSequence(undefined, true, 'none');
});

// --------------------------------------------------------------------------- descriptors of the caller

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

test('descriptors the caller left open (16..22, 100..107, not close-on-exec) reach no process execret starts', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-fds-'));
  dirs.push(dir);
  const secret = `inherited-secret-${process.pid}-${Date.now()}`;
  const files: string[] = [];
  for (let i = 0; i < 15; i++) {
    const f = join(dir, `f${i}.txt`);
    writeFileSync(f, `${secret} ${i}\n`, { mode: 0o600 });
    files.push(f);
  }
  // A careless parent: it opens the files as descriptors 16..22 and 100..107, read-write and inheritable (as a
  // shell's `exec 16<>file` does), and execs the process that runs the oracle. (Node itself marks the low ones
  // close-on-exec at start-up, here below 64; the high ones it passes to every child it spawns.)
  const parent = [
    'import os, sys',
    'files, argv = sys.argv[1].split("\\n"), sys.argv[2:]',
    'for i, f in enumerate(files):',
    '    fd = os.open(f, os.O_RDWR)',
    '    os.dup2(fd, 16 + i if i < 7 else 93 + i)',
    '    os.close(fd)',
    'os.execv(argv[0], argv)',
  ].join('\n');
  const python = resolvePython(undefined, process.env.EXECRET_PYTHON).executable;
  const child = spawn(
    python,
    [
      '-I',
      '-c',
      parent,
      files.join('\n'),
      process.execPath,
      '--import',
      'tsx',
      join(REPO_ROOT, 'test/fixtures/inherited-fds-child.ts'),
      fixture('inherited_fds'),
      '16',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], cwd: REPO_ROOT },
  );
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const code = await new Promise<number | null>((r) => child.on('exit', r));
  assert.equal(code, 0, err);
  const got = JSON.parse(out.trim().split('\n').pop()!) as {
    python: { status: string; message: string }[];
    js: { status: string }[];
    processes: Record<string, string[]>;
    fallback: string;
  };
  // the snippet found no descriptor but its own result channel, and read nothing of the caller's files
  assert.equal(got.python[0].status, 'passed', got.python[0].message);
  assert.equal(got.js[0].status, 'passed');
  // the sandbox, the Python and Node servers and the Node runner hold none of the caller's files
  const procs = Object.entries(got.processes);
  assert.ok(procs.length >= 3, `expected the oracle's processes, got ${JSON.stringify(got.processes)}`);
  for (const [pid, targets] of procs) {
    for (const t of targets) assert.ok(!t.includes(dir), `process ${pid} holds ${t}`);
  }
  // where no Python is at hand for the wrapper, the inherited descriptors are /dev/null in the child
  assert.ok(!got.fallback.includes(dir), got.fallback);
  // and nothing was written through them
  for (const [i, f] of files.entries()) assert.equal(readFileSync(f, 'utf8'), `${secret} ${i}\n`);
});

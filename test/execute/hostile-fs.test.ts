import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  constants,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { CLI_ARGS, REPO_ROOT } from '../helpers/cli.js';

// What a snippet can see of the host: secrets in the working directory of the execret process, in a
// world-readable folder elsewhere and in a home directory; listings of /, /home, /srv, /opt, the working
// directory and the cache's folder; /proc/1/cmdline and /proc/1/environ; symlinks planted in the work directory.
// Real `execret verify` and `execret build` runs, from a project folder outside /tmp (the sandbox's /tmp is
// private anyway, so a folder there would prove nothing). No secret may appear in any output.

const token = (what: string) => `${what}${randomBytes(8).toString('hex')}`;
const T = {
  env: token('envsecret'),
  cwdName: token('cwdlisted'),
  cacheName: token('cachelisted'),
  notes: token('notessecret'),
  elsewhereName: token('elsewherelisted'),
  home: token('homesecret'),
  homeName: token('homelisted'),
};

let project: string;
let elsewhere: string;
let home: string;
const created: string[] = [];
let verifyRun: ReturnType<typeof runCli>;
let buildRun: ReturnType<typeof runCli>;

/** The CLI from source, run from `cwd` (a folder outside the repository: tsx is imported by its resolved URL). */
function runCli(args: string[], cwd: string) {
  return spawnSync(process.execPath, [...CLI_ARGS, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
  });
}
let summary: {
  ok: boolean;
  failing: { task: string; tests: { test: number; status: string; message: string }[] }[];
  filesystem: { view: string; bound: string[]; symlinks: Record<string, string>; private: string[] };
};

/** A fresh world-readable folder in the first of `parents` we may write to (else under `fallback`). */
function placeIn(parents: string[], fallback: string, prefix: string): string {
  for (const parent of parents) {
    try {
      accessSync(parent, constants.W_OK);
      const dir = mkdtempSync(join(parent, prefix));
      created.push(dir);
      chmodSync(dir, 0o755);
      return dir;
    } catch {
      /* next */
    }
  }
  const dir = mkdtempSync(join(fallback, prefix));
  created.push(dir);
  chmodSync(dir, 0o755);
  return dir;
}

function plantFile(path: string, text: string): void {
  writeFileSync(path, text);
  chmodSync(path, 0o644);
}

const py = (s: string) => JSON.stringify(s);

/** Each probe: a Python expression whose value is what leaked, and what it must be. */
function probes(): { what: string; expr: string; ok: (seen: string) => boolean }[] {
  const absent = (seen: string) => seen === 'refused:FileNotFoundError';
  const view = summary?.filesystem;
  const top = new Set(['tmp', 'proc', 'dev']);
  for (const p of [...(view?.bound ?? []), ...Object.keys(view?.symlinks ?? {})]) top.add(p.split('/')[1]);
  const hidden = (dir: string) => (seen: string) =>
    top.has(dir.slice(1)) ? !seen.startsWith('refused') : absent(seen);
  return [
    { what: 'the working directory', expr: `peek(${py(project)})`, ok: absent },
    { what: 'a secret in the working directory', expr: `peek(${py(join(project, '.env'))})`, ok: absent },
    { what: "the cache's folder", expr: `peek(${py(join(project, '.execret-cache'))})`, ok: absent },
    { what: 'a world-readable folder elsewhere', expr: `peek(${py(elsewhere)})`, ok: absent },
    { what: 'a secret elsewhere', expr: `peek(${py(join(elsewhere, 'notes.txt'))})`, ok: absent },
    { what: 'a home directory', expr: `peek(${py(home)})`, ok: absent },
    { what: 'a secret in a home directory', expr: `peek(${py(join(home, 'secret.txt'))})`, ok: absent },
    { what: '/', expr: 'peek("/")', ok: (seen) => seen === `listing:${[...top].sort().join(',')}` },
    { what: '/home', expr: 'peek("/home")', ok: hidden('/home') },
    { what: '/srv', expr: 'peek("/srv")', ok: hidden('/srv') },
    { what: '/opt', expr: 'peek("/opt")', ok: hidden('/opt') },
    {
      what: '/proc/1/cmdline',
      expr: 'peek("/proc/1/cmdline")',
      ok: (seen) => !/--(ro-bind|symlink|setenv|tmpfs)/.test(seen) && !seen.includes(project),
    },
    {
      what: '/proc/1/environ',
      expr: 'peek("/proc/1/environ")',
      ok: (seen) => /^(refused:PermissionError|content:)$/.test(seen),
    },
    {
      what: 'a symlink planted to the secret',
      expr: `peek(plant("planted", ${py(join(project, '.env'))}))`,
      ok: absent,
    },
    {
      what: 'a symlink planted to / and followed elsewhere',
      expr: `peek(plant("rootlink", "/") + ${py(join(elsewhere, 'notes.txt'))})`,
      ok: absent,
    },
  ];
}

function tasksFile(): string {
  const setup = readFileSync(join(REPO_ROOT, 'test/fixtures/hostile/peek_host.py'), 'utf8');
  const base = { language: 'python', domain: 'hostile', setup };
  const all = probes();
  // Every test fails, and its message is what the snippet saw.
  const peeks = { ...base, id: 'peeks', query: 'report what the host shows', entry_point: 'peek' };
  // The reference passes; its mutants fail with what they saw in the message (and so in oracle.jsonl).
  const doubles = { ...base, id: 'doubles', query: 'double a number', entry_point: 'double' };
  const rows = [
    {
      ...peeks,
      code: 'def unused():\n    return 0\n',
      tests: all.map((p) => `assert ${p.expr} == "", ${p.expr}`),
    },
    {
      ...doubles,
      code: 'def double(x):\n    return x * 2\n',
      tests: all.map((p) => `assert double(3) == 6, ${p.expr}`),
    },
  ];
  const file = join(project, 'tasks.jsonl');
  writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  return file;
}

before(() => {
  project = placeIn(['/var/tmp'], homedir(), 'execret-hostile-project-');
  elsewhere = placeIn(['/srv', '/opt', '/var/tmp'], homedir(), 'execret-hostile-elsewhere-');
  home = placeIn(['/home'], homedir(), 'execret-hostile-home-');
  plantFile(join(project, '.env'), `API_KEY=${T.env}\n`);
  plantFile(join(project, T.cwdName), 'x');
  mkdirSync(join(project, '.execret-cache'), { mode: 0o755 });
  plantFile(join(project, '.execret-cache', T.cacheName), 'x');
  plantFile(join(elsewhere, 'notes.txt'), `${T.notes}\n`);
  plantFile(join(elsewhere, T.elsewhereName), 'x');
  plantFile(join(home, 'secret.txt'), `${T.home}\n`);
  plantFile(join(home, T.homeName), 'x');

  const tasks = tasksFile();
  verifyRun = runCli(['verify', tasks, '--json', '--out', 'oracle.jsonl', '--timeout', '20'], project);
  summary = JSON.parse(verifyRun.stdout);
  buildRun = runCli(['build', tasks, '--out', 'release', '--timeout', '20'], project);
});

after(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

/** Every file under `dir`, as text (SQLite stores text as it is, so a secret in the cache shows up here). */
function filesUnder(dir: string): [string, string][] {
  const out: [string, string][] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p));
    else out.push([p, readFileSync(p).toString('latin1')]);
  }
  return out;
}

test('verify ran, and reports the view it ran snippets in', () => {
  assert.equal(verifyRun.status, 1, verifyRun.stderr);
  assert.equal(summary.filesystem.view, 'minimal');
  assert.ok(summary.filesystem.bound.length > 0);
  assert.deepEqual(summary.filesystem.private, ['/tmp', '/proc', '/dev']);
  for (const p of summary.filesystem.bound) {
    for (const hidden of [project, elsewhere, home, REPO_ROOT])
      assert.ok(!hidden.startsWith(p), `${p} shows ${hidden}`);
  }
});

test('a snippet sees none of the host: each probe gets the expected answer', () => {
  const peeks = summary.failing.find((f) => f.task === 'peeks');
  assert.ok(peeks, JSON.stringify(summary.failing));
  const wrong: string[] = [];
  probes().forEach((p, i) => {
    const t = peeks.tests.find((x) => x.test === i);
    const seen = t?.message.replace(/^AssertionError: /, '') ?? '(passed?)';
    if (t?.status !== 'failed' || !p.ok(seen)) wrong.push(`${p.what}: ${t?.status} ${seen.slice(0, 300)}`);
  });
  assert.deepEqual(wrong, []);
});

test('build accepted the task whose reference passes, and its distractors failed with the probes in their messages', () => {
  assert.equal(buildRun.status, 0, buildRun.stderr);
  const rows = readFileSync(join(project, 'release', 'oracle.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const failing = rows.filter((r) => r.task === 'doubles' && r.status === 'failed');
  assert.ok(failing.length > 0, 'no distractor failed a test');
  assert.ok(
    failing.some((r) => r.message.includes('refused:FileNotFoundError')),
    JSON.stringify(failing[0]),
  );
  assert.match(readFileSync(join(project, 'release', 'build-report.md'), 'utf8'), /peeks/);
});

test('no secret and no host listing in any output: stdout, stderr, --json, the cache, oracle.jsonl, the release', () => {
  const outputs: [string, string][] = [
    ['verify stdout (--json)', verifyRun.stdout],
    ['verify stderr', verifyRun.stderr],
    ['build stdout', buildRun.stdout],
    ['build stderr', buildRun.stderr],
    ...filesUnder(project).filter(([p]) => !p.endsWith('.env') && !p.endsWith('tasks.jsonl')),
  ];
  assert.ok(
    outputs.some(([p]) => p.endsWith('oracle.sqlite')),
    'the cache was not written',
  );
  assert.ok(
    outputs.some(([p]) => p.endsWith('build-report.md')),
    'the release was not written',
  );
  const leaks: string[] = [];
  for (const [where, text] of outputs) {
    for (const [what, secret] of Object.entries(T)) {
      // planted files carry their token in their own name: skip the file itself
      if (text.includes(secret) && !where.endsWith(secret)) leaks.push(`${what} in ${where}`);
    }
  }
  assert.deepEqual(leaks, []);
});

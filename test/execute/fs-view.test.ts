import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bwrapViewArgs, createOracle, describeView, printable, viewOf } from '../../src/execute/index.js';
import { NODE_PROBE, PYTHON_PROBE, runtimeView } from '../../src/execute/runtime-probe.js';
import { PYTHON_ENV as WORKER_ENV } from '../../src/execute/runtime.js';

// A small tree with Debian's merged-/usr shape: /lib -> usr/lib, a versioned library behind a symlink, the loader
// reached through /lib64, an interpreter folder of its own, and a symlink loop. Under /var/tmp: realpath and lstat
// behave as on /, and nothing here depends on the sandbox.
let R: string;

before(() => {
  R = realpathSync(mkdtempSync('/var/tmp/execret-view-'));
  mkdirSync(join(R, 'usr/lib/x'), { recursive: true });
  mkdirSync(join(R, 'usr/lib64'), { recursive: true });
  mkdirSync(join(R, 'opt/py/bin'), { recursive: true });
  writeFileSync(join(R, 'usr/lib/x/libc.so.6'), '');
  writeFileSync(join(R, 'usr/lib/x/libz.so.1.2'), '');
  writeFileSync(join(R, 'usr/lib/x/ld.so'), '');
  writeFileSync(join(R, 'opt/py/bin/python'), '');
  writeFileSync(join(R, 'opt/secret.txt'), 'no');
  symlinkSync('libz.so.1.2', join(R, 'usr/lib/x/libz.so.1'));
  symlinkSync('usr/lib', join(R, 'lib'));
  symlinkSync('usr/lib64', join(R, 'lib64'));
  symlinkSync('../lib/x/ld.so', join(R, 'usr/lib64/ld.so'));
  symlinkSync('loop-b', join(R, 'loop-a'));
  symlinkSync('loop-a', join(R, 'loop-b'));
});

after(() => rmSync(R, { recursive: true, force: true }));

test('a view binds the real files, recreates the symlinks on the way, and drops what is absent or covered', () => {
  const view = viewOf([
    `${R}/lib/x/libz.so.1`,
    `${R}/lib64/ld.so`,
    `${R}/opt/py`,
    `${R}/opt/py/bin/python`, // inside a bind: adds nothing
    `${R}/no/such/file`,
    `${R}/loop-a`, // a symlink loop ends, adding nothing
    `${R}/lib/x/missing`, // a path that leads nowhere adds no symlink either
    'relative/path',
  ]);
  assert.deepEqual(view.binds, [`${R}/opt/py`, `${R}/usr/lib/x/ld.so`, `${R}/usr/lib/x/libz.so.1.2`]);
  assert.deepEqual(view.symlinks, [
    [`${R}/lib`, 'usr/lib'],
    [`${R}/lib64`, 'usr/lib64'],
    [`${R}/usr/lib/x/libz.so.1`, 'libz.so.1.2'],
    [`${R}/usr/lib64/ld.so`, '../lib/x/ld.so'],
  ]);
  assert.deepEqual(describeView(view).slice(0, 3), view.binds);
  // a bind of a folder covers the binds and symlinks inside it
  const wide = viewOf([`${R}/usr`, `${R}/lib/x/libz.so.1`]);
  assert.deepEqual(wide.binds, [`${R}/usr`]);
  assert.deepEqual(wide.symlinks, [[`${R}/lib`, 'usr/lib']]);
});

test('bwrap arguments: private mounts, 0755 folders up to each bind, read-only binds, symlinks, then a read-only root', () => {
  const args = bwrapViewArgs(viewOf([`${R}/lib/x/libc.so.6`]));
  const text = args.join(' ');
  assert.ok(text.startsWith('--tmpfs /tmp --proc /proc --dev /dev '), text);
  assert.ok(text.includes(`--perms 0755 --dir ${R}/usr/lib/x`), text);
  assert.ok(text.includes(`--ro-bind ${R}/usr/lib/x/libc.so.6 ${R}/usr/lib/x/libc.so.6`), text);
  assert.ok(text.includes(`--symlink usr/lib ${R}/lib`), text);
  assert.ok(text.endsWith('--remount-ro /'), text);
  assert.ok(!args.some((a) => a === `${R}/opt` || a === `${R}/opt/secret.txt`));
});

test('the Python view: the interpreter, its prefix and libraries, the time zones and the C library files', () => {
  const view = runtimeView(PYTHON_PROBE, '/usr/bin/python3', WORKER_ENV);
  const seen = describeView(view);
  assert.ok(view.binds.includes('/usr'), seen.join('\n'));
  for (const hidden of ['/home', '/root', '/srv', '/opt', '/work', '/var', '/mnt', '/media', '/tmp']) {
    assert.ok(
      !seen.some((p) => p === hidden || p.startsWith(`${hidden}/`)),
      `${hidden} is visible: ${seen.join(', ')}`,
    );
  }
  assert.ok(
    seen.every((p) => p.startsWith('/usr') || p.startsWith('/etc/') || /^\/lib/.test(p)),
    seen.join(', '),
  );
});

test('an interpreter with a prefix of its own (a venv outside /usr) gets only its own folder bound', async () => {
  const dir = mkdtempSync('/var/tmp/execret-venv-');
  try {
    chmodSync(dir, 0o755);
    const made = spawnSync('/usr/bin/python3', ['-m', 'venv', '--without-pip', join(dir, 'venv')], {
      encoding: 'utf8',
    });
    assert.equal(made.status, 0, made.stderr);
    writeFileSync(join(dir, 'sibling-secret.txt'), 'no');
    chmodSync(join(dir, 'sibling-secret.txt'), 0o644);
    const o = await createOracle({
      python: join(dir, 'venv/bin/python'),
      jobs: 1,
      cache: false,
      timeoutS: 20,
    });
    try {
      assert.ok(o.view?.binds.includes(join(dir, 'venv')), JSON.stringify(o.view));
      assert.ok(!o.view?.binds.includes(dir));
      const [r] = await o.run([
        {
          snippet: 'venv',
          task: 'venv',
          language: 'python',
          code: 'import os, sys',
          tests: [
            `assert sys.prefix == ${JSON.stringify(join(dir, 'venv'))}, sys.prefix`,
            `assert os.listdir(${JSON.stringify(dir)}) == ["venv"], os.listdir(${JSON.stringify(dir)})`,
          ],
        },
      ]);
      assert.deepEqual(
        r.tests.map((t) => `${t.status} ${t.message}`),
        ['passed ', 'passed '],
      );
    } finally {
      await o.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('messages are escaped before they reach a terminal: no control sequence, no bidirectional override', () => {
  assert.equal(printable('plain text, tab\tand é'), 'plain text, tab\\x09and é');
  assert.equal(printable('\u001b[2J\u001b]0;title\u0007x'), '\\x1b[2J\\x1b]0;title\\x07x');
  assert.equal(printable('a\rb\u009bc\u202eevil\u2066'), 'a\\x0db\\x9bc\\u202eevil\\u2066');
});

test('the Node probe: node runs in its own minimal view (for the JavaScript runner)', () => {
  const view = runtimeView(NODE_PROBE, process.execPath, WORKER_ENV);
  const shown = describeView(view);
  for (const hidden of ['/home', '/root', '/srv', '/work', '/var', '/tmp']) {
    assert.ok(
      !shown.some((p) => p === hidden || p.startsWith(`${hidden}/`)),
      `${hidden} is visible: ${shown.join(', ')}`,
    );
  }
  const args = [
    '--unshare-all',
    '--die-with-parent',
    ...bwrapViewArgs(view),
    '--clearenv',
    '--chdir',
    '/tmp',
  ];
  const program =
    'const fs = require("node:fs"); console.log(fs.readdirSync("/").sort().join(","), ' +
    'new Date(Date.UTC(2020, 5, 1)).toLocaleString("en-US", { timeZone: "America/New_York", hour: "numeric" }))';
  const r = spawnSync('bwrap', ['--args', '0', process.execPath, '-e', program], {
    input: args.map((a) => `${a}\0`).join(''),
    encoding: 'utf8',
    env: {},
  });
  assert.equal(r.status, 0, r.stderr);
  const top = new Set([
    'dev',
    'proc',
    'tmp',
    ...[...view.binds, ...view.symlinks.map(([l]) => l)].map((p) => p.split('/')[1]),
  ]);
  assert.equal(r.stdout.trim(), `${[...top].sort().join(',')} 8 PM`);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Command } from 'commander';
import { addSandboxFlags, sandboxOptionsFrom } from '../../src/cli/sandbox-flags.js';
import { ExecretError } from '../../src/core/errors.js';
import {
  DEFAULT_CACHE_PATH,
  resolveSandboxOptions,
  SANDBOX_DEFAULTS,
  SANDBOX_LIMITS,
} from '../../src/execute/options.js';
import { commands } from '../../src/cli/commands/index.js';
import { runCli } from '../helpers/cli.js';

const SANDBOX_FLAGS = [
  '--jobs',
  '--timeout',
  '--memory',
  '--max-procs',
  '--tmp-size',
  '--share',
  '--python',
  '--sandbox',
  '--cache',
  '--no-cache',
];

function parse(args: string[]) {
  const cmd = addSandboxFlags(new Command()).exitOverride();
  cmd.parse(args, { from: 'user' });
  return sandboxOptionsFrom(cmd.opts());
}

test('the flags parse into SandboxOptions with the environment; absent flags leave the library defaults to apply', () => {
  assert.deepEqual(parse([]), {
    jobs: undefined,
    timeoutS: undefined,
    memoryMb: undefined,
    maxProcs: undefined,
    tmpMb: undefined,
    share: undefined,
    python: undefined,
    sandbox: undefined,
    // the environment (PATH, EXECRET_PYTHON) goes with them, read in one place of the CLI (src/cli/env.ts)
    env: process.env,
    cache: DEFAULT_CACHE_PATH,
  });
  const all = parse([
    '-j',
    '3',
    '--timeout',
    '2.5',
    '--memory',
    '512',
    '--max-procs',
    '64',
    '--tmp-size',
    '128',
    '--share',
    '1',
    '--python',
    '/x/python',
    '--sandbox',
    'none',
    '--cache',
    'c.sqlite',
  ]);
  assert.deepEqual(all, {
    jobs: 3,
    timeoutS: 2.5,
    memoryMb: 512,
    maxProcs: 64,
    tmpMb: 128,
    share: 1,
    python: '/x/python',
    sandbox: 'none',
    env: process.env,
    cache: 'c.sqlite',
  });
  assert.equal(parse(['--no-cache']).cache, false);
  const resolved = resolveSandboxOptions({});
  assert.equal(resolved.timeoutS, SANDBOX_DEFAULTS.timeoutS);
  assert.equal(resolved.memoryMb, 1024);
  assert.equal(resolved.tmpMb, 64);
  assert.ok(resolved.jobs >= 1 && resolved.jobs <= SANDBOX_LIMITS.jobs.max);
  assert.ok(Object.isFrozen(SANDBOX_DEFAULTS) && Object.isFrozen(SANDBOX_LIMITS));
});

test('one set of limits: the flags and the library refuse the same values, naming the option', () => {
  const usage = (e: unknown) => e instanceof ExecretError && e.code === 'E_USAGE';
  for (const [flag, bad] of [
    ['--jobs', '257'],
    ['--jobs', '0'],
    ['--timeout', '0.05'],
    ['--memory', '63'],
    ['--memory', '1.5'],
    ['--share', '1025'],
    ['--max-procs', '0'],
    ['--tmp-size', '0'],
    ['--tmp-size', '1.5'],
    ['--timeout', ''],
  ]) {
    assert.throws(
      () => parse([flag, bad]),
      (e: unknown) => usage(e) && (e as Error).message.startsWith(`option ${flag}: `),
      `${flag} ${bad}`,
    );
  }
  assert.throws(
    () => parse(['--sandbox', 'bwarp']),
    (e: unknown) => e instanceof ExecretError && /did you mean "bwrap"/.test(e.message),
  );
  for (const [key, bad] of [
    ['jobs', 257],
    ['timeoutS', 0],
    ['memoryMb', 64.5],
    ['share', 0],
    ['maxProcs', -1],
    ['tmpMb', 0],
  ] as const) {
    assert.throws(
      () => resolveSandboxOptions({ [key]: bad }),
      (e: unknown) => usage(e) && (e as Error).message.includes(key),
    );
  }
});

test('verify and build offer the same sandbox flags: names, help and parsing', async () => {
  const flagsOf = async (name: string) => {
    const cmd = new Command(name);
    await (await commands[name].load()).register(cmd);
    return cmd.options
      .filter((o) => SANDBOX_FLAGS.includes(o.long ?? ''))
      .map((o) => ({ flags: o.flags, description: o.description, default: o.defaultValue }));
  };
  const verify = await flagsOf('verify');
  assert.deepEqual(
    verify.map((o) => o.flags.split(' ').find((f) => f.startsWith('--'))),
    SANDBOX_FLAGS,
  );
  assert.deepEqual(await flagsOf('build'), verify);
  const r = runCli(['build', 'no-such.jsonl', '--out', 'x', '--jobs', '300']);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /option --jobs: expected an integer in \[1, 256\], got "300"/);
});

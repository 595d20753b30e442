import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MAX_TEXT_FILE_BYTES } from '../../src/core/jsonl.js';
import { REPO_ROOT, runCli } from '../helpers/cli.js';

// The CLI's edges (issue #22, item 5): a file of any size, --out that cannot be created, invalid UTF-8, duplicate
// JSON keys and terminal control characters in what a file holds. Each must end with exit 2 and one clear line
// on stderr, naming the file (and line) or the path, before any work is done.

let dir: string;
const task = (id: string) =>
  JSON.stringify({
    id,
    language: 'python',
    domain: 'math',
    query: 'add two numbers',
    entry_point: 'add',
    code: 'def add(a, b):\n    return a + b\n',
    tests: ['assert add(1, 2) == 3'],
  });

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'execret-edges-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** exit 2 and one line on stderr (no stack trace) */
function oneLine(r: ReturnType<typeof runCli>): string {
  assert.equal(r.status, 2, `exit ${r.status}: ${r.stderr}`);
  const lines = r.stderr.trim().split('\n');
  assert.equal(lines.length, 1, r.stderr);
  assert.match(lines[0], /^execret: error\[E_\w+\]: /);
  return lines[0];
}

test('a task file over the largest string fails at once with one message (a sparse file, never read)', () => {
  const big = join(dir, 'big.jsonl');
  const fd = openSync(big, 'w');
  closeSync(fd);
  truncateSync(big, MAX_TEXT_FILE_BYTES + 1);
  try {
    for (const args of [
      ['verify', big],
      ['import', 'humaneval', big, '--out', join(dir, 'x.jsonl')],
    ]) {
      const line = oneLine(runCli(args, { timeoutMs: 60_000 }));
      assert.ok(line.includes(big), line);
      assert.match(line, /execret reads files of up to \d+ MiB/);
    }
  } finally {
    rmSync(big, { force: true });
  }
});

test('invalid UTF-8 and duplicate keys are errors with file:line, in task files, JSON documents and imports', () => {
  const bad = join(dir, 'bad-utf8.jsonl');
  writeFileSync(
    bad,
    Buffer.concat([
      Buffer.from(`${task('a')}\n${task('b').slice(0, -2)}`),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"]}\n'),
    ]),
  );
  let line = oneLine(runCli(['verify', bad]));
  assert.ok(line.includes(`${bad}:2: invalid UTF-8`), line);

  const dup = join(dir, 'dup.jsonl');
  writeFileSync(dup, `${task('a')}\n\n${task('b').replace('{"id":"b"', '{"id":"b","domain":"x"')}\n`);
  line = oneLine(runCli(['verify', dup]));
  assert.ok(line.includes(`${dup}:3: duplicate key "domain"`), line);

  // an import: gzip-compressed invalid UTF-8 is found after decompressing
  const gz = join(dir, 'HumanEval.jsonl.gz');
  writeFileSync(
    gz,
    gzipSync(
      Buffer.concat([
        Buffer.from('{"task_id": "HumanEval/0", "prompt": "'),
        Buffer.from([0xff]),
        Buffer.from('"}\n'),
      ]),
    ),
  );
  line = oneLine(runCli(['import', 'humaneval', gz, '--out', join(dir, 'he.jsonl')]));
  assert.ok(line.includes(`${gz}:1: invalid UTF-8`), line);
});

test('text from a file in an error message has control and bidirectional characters escaped', () => {
  const evil = join(dir, 'evil.jsonl');
  // a duplicate key whose name clears the screen and reverses the line
  writeFileSync(evil, `{"\\u001b[2J\\u202eevil": 1, "\\u001b[2J\\u202eevil": 2}\n`);
  const r = runCli(['verify', evil]);
  const line = oneLine(r);
  assert.ok(!r.stderr.includes('\u001b') && !r.stderr.includes('\u202e'), JSON.stringify(r.stderr));
  assert.ok(line.includes('duplicate key "\\x1b[2J\\u202eevil"'), line);
});

test('an --out that cannot be created exits 2 at once, naming the path', () => {
  const file = join(dir, 'regular');
  writeFileSync(file, 'x');
  const tasks = join(REPO_ROOT, 'data', 'tasks.jsonl');
  const cases: [string[], string][] = [
    [['build', tasks, '--out', join(file, 'release')], 'is not a folder'],
    [['verify', tasks, '--out', join(file, 'oracle.jsonl')], 'is not a folder'],
    [['build', tasks, '--out', '/proc/execret-release'], 'virtual file system'],
    [['import', 'humaneval', tasks, '--out', '/sys/execret.jsonl'], 'virtual file system'],
    [['verify', tasks, '--out', dir], 'is a folder'],
  ];
  for (const [args, why] of cases) {
    const line = oneLine(runCli(args, { timeoutMs: 60_000 }));
    const out = args[args.indexOf('--out') + 1];
    assert.ok(line.includes(`cannot write ${out}`) && line.includes(why), line);
  }
  assert.equal(readFileSync(file, 'utf8'), 'x');
});

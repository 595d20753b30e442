import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';
import type { OracleRow, Task } from '../../src/core/types.js';
import { loadRelease, RELEASE_VERSION, writeRelease } from '../../src/release/index.js';
import { RELEASE_TIMINGS_FILE } from '../../src/release/format.js';

const MINI = join(REPO_ROOT, 'test/fixtures/release-mini');

const task: Task = {
  id: 'inc',
  language: 'python',
  domain: 'math',
  query: 'Add one to x.',
  entry_point: 'inc',
  code: 'def inc(x):\n    return x + 1\n',
  tests: ['assert inc(1) == 2', 'assert inc(2) == 3'],
};
const canonical = 'inc-aaaaaaaaaa';
const clone = 'inc-bbbbbbbbbb';

/** A one-task release whose oracle rows carry the given milliseconds. */
function writeOne(dir: string, ms: [number, number, number]): void {
  const tasksFile = join(dir, 'in.jsonl');
  writeFileSync(tasksFile, JSON.stringify(task) + '\n');
  const rows: OracleRow[] = [
    { snippet: canonical, task: 'inc', test: 0, status: 'passed', ms: ms[0], message: '' },
    { snippet: canonical, task: 'inc', test: 1, status: 'passed', ms: ms[1], message: '' },
    { snippet: clone, task: 'inc', test: 0, status: 'failed', ms: ms[2], message: 'AssertionError' },
  ];
  writeRelease(
    join(dir, 'rel'),
    {
      queries: [{ _id: 'inc', text: task.query, domain: 'math', language: 'python', entry_point: 'inc' }],
      corpus: [
        { _id: canonical, text: task.code, task: 'inc', kind: 'canonical', bug_type: null, edits: [] },
        {
          _id: clone,
          text: 'def inc(x):\n    return x - 1\n',
          task: 'inc',
          kind: 'distractor',
          bug_type: 'wrong_operator',
          edits: [{ start: 24, end: 25, original: '+', replacement: '-', line: 2 }],
        },
      ],
      qrels: [{ queryId: 'inc', corpusId: canonical, score: 1 }],
      oracle: rows,
      tasks: [task],
      report: '# report\n',
    },
    {
      seed: 13,
      options: {},
      inputFile: tasksFile,
      counts: {},
      distractorsPerBugType: {},
      runtimes: [],
      isolation: {},
      environment: {},
    },
  );
}

test('release format 2: oracle.jsonl has no ms; the times are in timings.json, which no hash covers', () => {
  const a = mkdtempSync(join(tmpdir(), 'execret-timings-'));
  const b = mkdtempSync(join(tmpdir(), 'execret-timings-'));
  try {
    writeOne(a, [3, 4, 5]);
    writeOne(b, [30, 40, 50]); // the same build measured under another load
    const rel = (d: string, f: string) => readFileSync(join(d, 'rel', f), 'utf8');
    for (const line of rel(a, 'oracle.jsonl').trim().split('\n'))
      assert.deepEqual(Object.keys(JSON.parse(line)), ['snippet', 'task', 'test', 'status', 'message']);
    for (const f of ['oracle.jsonl', 'manifest.json', 'corpus.jsonl']) assert.equal(rel(a, f), rel(b, f), f);
    assert.notEqual(rel(a, RELEASE_TIMINGS_FILE), rel(b, RELEASE_TIMINGS_FILE));
    const manifest = JSON.parse(rel(a, 'manifest.json'));
    assert.equal(manifest.schemaVersion, RELEASE_VERSION);
    assert.equal(manifest.files[RELEASE_TIMINGS_FILE], undefined);
    const la = loadRelease(join(a, 'rel'));
    const lb = loadRelease(join(b, 'rel'));
    assert.equal(la.sha256, lb.sha256);
    assert.deepEqual(la.oracleMs.get(canonical), [3, 4]);
    assert.deepEqual(lb.oracleMs.get(clone), [50]);
    // a release without its timings is whole: times unknown
    rmSync(join(b, 'rel', RELEASE_TIMINGS_FILE));
    const bare = loadRelease(join(b, 'rel'));
    assert.equal(bare.sha256, la.sha256);
    assert.equal(bare.oracleMs.size, 0);
  } finally {
    rmSync(a, { recursive: true, force: true });
    rmSync(b, { recursive: true, force: true });
  }
});

test('a version-1 release (ms in its oracle rows) is upgraded on read: its times come from the rows', () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-timings-'));
  try {
    cpSync(MINI, dir, { recursive: true });
    const v1 = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    assert.equal(v1.schemaVersion, 1);
    const r = loadRelease(dir);
    assert.equal(r.manifest?.schemaVersion, RELEASE_VERSION);
    assert.deepEqual(r.oracleMs.get('clamp'), [1, 1, 1]);
    // a stray timings.json beside a version-1 release is not read: its rows are the times
    writeFileSync(join(dir, RELEASE_TIMINGS_FILE), '{"schemaVersion": 1, "oracleMs": {"clamp": [9]}}\n');
    assert.deepEqual(loadRelease(dir).oracleMs.get('clamp'), [1, 1, 1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

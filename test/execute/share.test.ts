// Suites that pass the harness's sharing screen run one after another in one forked process. These tests check the
// screen itself (through the real harness code, loaded by the real interpreter), and that sharing never changes an
// outcome: the bundled benchmark's snippets give the same statuses and messages shared and alone.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createOracle } from '../../src/execute/index.js';
import type { Oracle, Suite } from '../../src/execute/types.js';
import { PYTHON_HARNESS_PATH, resolvePython } from '../../src/lang/python/runtime.js';
import { PACKAGE_ROOT } from '../../src/core/version.js';

// Only suites of one group share a process (in a build: one task's canonical and variants). Here every suite is in
// one group, so that as many as possible share: the strictest test that sharing changes no outcome.
const suite = (snippet: string, code: string, tests: string[], extra: Partial<Suite> = {}): Suite => ({
  snippet,
  task: `task-${snippet}`,
  language: 'python',
  code,
  tests,
  group: 'one-group',
  ...extra,
});

function screen(cases: { code: string; tests?: string[]; setup?: string }[]): boolean[] {
  const python = resolvePython(undefined, process.env.EXECRET_PYTHON).executable;
  const out = execFileSync(
    python,
    [join(PACKAGE_ROOT, 'test/fixtures/screen_probe.py'), PYTHON_HARNESS_PATH],
    {
      input: cases.map((c) => JSON.stringify(c)).join('\n') + '\n',
      encoding: 'utf8',
    },
  );
  return out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as boolean);
}

let shared: Oracle;
let alone: Oracle;

before(async () => {
  // a few of the bundled distractors loop forever after their first failing test: a short limit keeps this quick
  shared = await createOracle({ timeoutS: 2, jobs: 2, cache: false, share: 16 });
  alone = await createOracle({ timeoutS: 2, jobs: 2, cache: false, share: 1 });
});

after(async () => {
  await shared?.close();
  await alone?.close();
});

test('the screen admits plain functions and refuses code that can reach the process it runs in', () => {
  const admitted = [
    'def f(xs):\n    return sorted(xs)[::-1]\n',
    'from typing import List, Optional\nimport math as m\nfrom collections import Counter, deque\n\ndef f(xs: List[int]) -> Optional[int]:\n    return max(Counter(xs).values(), default=None)\n',
    'from __future__ import annotations\nimport heapq, bisect, itertools, functools, re\n\n@functools.lru_cache(maxsize=None)\ndef f(n):\n    return n if n < 2 else f(n - 1) + f(n - 2)\n',
    'from typing import NamedTuple\n\nclass P(NamedTuple):\n    x: int\n    y: int\n\n    def norm(self):\n        return abs(self.x) + abs(self.y)\n',
    'from dataclasses import dataclass\n\n@dataclass\nclass P:\n    x: int\n    y: int = 0\n\ndef f(p):\n    return P(p.x + 1, p.y)\n',
    'def f(s):\n    _seen = set()\n    return [c for c in s if not (c in _seen or _seen.add(c))]\n',
  ];
  const refused = [
    // attribute stores are how modules and classes change, and the screen cannot tell self from a module
    'class Stack:\n    def __init__(self, items):\n        self.items = list(items)\n',
    'import os\ndef f():\n    return 1\n',
    'import sys\nsys.setrecursionlimit(50)\n',
    'from os import path\n',
    'import numpy as np\n',
    'import math\nmath.pi = 3\n',
    'def f(o):\n    del o.x\n',
    'def f(o):\n    return getattr(o, "x")\n',
    'def f():\n    return open("x").read()\n',
    'def f(x):\n    return x.__class__.__dict__\n',
    'def f(g):\n    return g.__globals__\n',
    'import typing\ntyping.sys.path.clear()\n',
    'exec("x = 1")\n',
    'def f():\n    return globals()\n',
    'import abc\nabc.ABC.register(int)\n',
    'import keyword\nkeyword.kwlist.append("x")\n',
    'import calendar\ncalendar.mdays[2] = 30\n',
    'from contextlib import redirect_stdout\n',
    'import random\nstate = random._inst\n',
    'x = __import__("os")\n',
    'def f():\n    import importlib\n    return importlib\n',
  ];
  const got = screen([...admitted, ...refused].map((code) => ({ code, tests: ['assert True'] })));
  assert.deepEqual(
    got.slice(0, admitted.length).map((ok, i) => (ok ? 'shared' : `alone: ${admitted[i]}`)),
    admitted.map(() => 'shared'),
  );
  assert.deepEqual(
    got.slice(admitted.length).map((ok, i) => (ok ? `shared: ${refused[i]}` : 'alone')),
    refused.map(() => 'alone'),
  );
  // the tests and the setup are screened too
  assert.deepEqual(
    screen([
      { code: 'x = 1', tests: ['assert x', 'import os\nassert os'] },
      { code: 'x = 1', setup: 'import sys', tests: ['assert x'] },
    ]),
    [false, false],
  );
});

test('a suite that changes process state runs alone: the suites after it see a pristine interpreter', async () => {
  const out = await shared.run([
    suite('a', 'def f():\n    return 1\n', ['assert f() == 1']),
    suite('patch', 'import math\nmath.pi = 3\n', ['assert math.pi == 3']),
    suite('b', 'import math\n', ['assert math.pi > 3.14']),
    suite('c', 'def g():\n    return 2\n', ['assert g() == 2']),
  ]);
  assert.deepEqual(
    out.map((r) => r.passed),
    [true, true, true, true],
  );
});

test('a suite that stops a shared process costs only itself: the suites after it run in a new one', async () => {
  const ok = (name: string) => suite(name, `def ${name}():\n    return 1\n`, [`assert ${name}() == 1`]);
  const t0 = performance.now();
  const out = await shared.run([
    ok('p1'),
    suite('loop', 'def spin():\n    while True:\n        pass\n', ['assert 1', 'spin()', 'assert 1'], {
      timeoutS: 0.5,
    }),
    ok('p2'),
    suite('fails', 'def h():\n    return 2\n', ['assert h() == 2', 'assert h() == 3']),
    ok('p3'),
  ]);
  assert.deepEqual(
    out.map((r) => r.tests.map((t) => t.status).join(',')),
    ['passed', 'passed,timeout,timeout', 'passed', 'passed,failed', 'passed'],
  );
  assert.match(out[1].tests[1].message, /time limit of 0\.5s/);
  // a time-out in a shared process is the suite's verdict, as alone: its limit is not paid twice
  assert.ok(performance.now() - t0 < 5_000);
});

test('sharing changes no outcome: the bundled benchmark, shared and alone, test by test', async () => {
  const release = join(PACKAGE_ROOT, 'data/release');
  const tasks = new Map(
    readFileSync(join(release, 'tasks.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: string; language: string; tests: string[]; setup?: string })
      .map((t) => [t.id, t]),
  );
  // the Python snippets (the sharing screen is the Python harness's; the Node runner shares by other rules)
  const corpus = readFileSync(join(release, 'corpus.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { _id: string; text: string; task: string })
    .filter((c) => tasks.get(c.task)!.language === 'python');
  // every sixth snippet: canonicals and distractors (five per task) of every domain, about 260 suites
  const suites = corpus
    .filter((_, i) => i % 6 === 0)
    .map((c) =>
      suite(c._id, c.text, tasks.get(c.task)!.tests, { task: c.task, setup: tasks.get(c.task)!.setup }),
    );
  const [a, b] = [await shared.run(suites), await alone.run(suites)];
  // A suite that runs into its time limit can end a test earlier or later on a loaded machine, shared or not:
  // those few (the looping distractors) are compared up to their first time-out only.
  const view = (rs: typeof a) =>
    rs.map((r, i) => {
      const cut = [a[i], b[i]]
        .map((x) => x.tests.findIndex((t) => t.status === 'timeout'))
        .filter((k) => k >= 0);
      const tests = cut.length ? r.tests.slice(0, Math.max(0, Math.min(...cut) - 1)) : r.tests;
      return { snippet: r.snippet, tests: tests.map((t) => [t.status, t.message]) };
    });
  assert.deepEqual(view(a), view(b));
  assert.ok(a.some((r) => r.passed) && a.some((r) => !r.passed));
  assert.ok(a.filter((r) => r.tests.some((t) => t.status === 'timeout')).length <= 10);
});

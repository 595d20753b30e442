import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectations, mayMeet, returnKinds } from '../../src/evaluate/open/result-kinds.js';
import { loadRelease } from '../../src/release/index.js';
import { readReleaseTasks, referenceTimes } from '../../src/evaluate/open/release-extras.js';
import { createOracle } from '../../src/execute/oracle.js';
import { runPairs, type OpenPair } from '../../src/evaluate/open/execute.js';
import { openLimit } from '../../src/evaluate/open/judge.js';
import { createLogger } from '../../src/core/log.js';
import { createRng } from '../../src/core/rng.js';

const kinds = async (code: string, entry: string, language: string) => {
  const k = await returnKinds(code, entry, language);
  return k && [...k].sort();
};

test('returnKinds (JavaScript): every return of the entry point, nested functions left out, falling off the end is undefined; anything uncertain is null', async () => {
  const f = (body: string) => `function f(n) {\n${body}\n}\n`;
  assert.deepEqual(await kinds(f('if (n < 0) return false;\nreturn n % 2 === 0;'), 'f', 'javascript'), [
    'boolean',
  ]);
  assert.deepEqual(await kinds(f('const g = () => 1;\nreturn [g(), n];'), 'f', 'javascript'), ['array']);
  // no return at the end: undefined too
  assert.deepEqual(await kinds(f('if (n) return "x";'), 'f', 'javascript'), ['string', 'undefined']);
  assert.deepEqual(await kinds(f('return n ? null : `a${n}`;'), 'f', 'javascript'), ['null', 'string']);
  assert.deepEqual(await kinds(f('return n - 1;'), 'f', 'javascript'), ['bigint', 'number']);
  // a name, a call, `+`, `&&`: not certain
  for (const r of ['return n;', 'return g(n);', 'return n + 1;', 'return n && [];', 'return new Array(3);'])
    assert.equal(await kinds(f(r), 'f', 'javascript'), null, r);
  // the entry point redefined, assigned, async, a generator, or the code reaching for assert or prototypes
  assert.equal(await kinds(f('return true;') + f('return 1;'), 'f', 'javascript'), null);
  assert.equal(await kinds(f('return true;') + 'f = () => [1];\n', 'f', 'javascript'), null);
  assert.equal(
    await kinds(f('return true;') + 'if (1) { function f() { return []; } }\n', 'f', 'javascript'),
    null,
  );
  assert.equal(await kinds(`async ${f('return true;')}`, 'f', 'javascript'), null);
  assert.equal(await kinds('function* f(n) { return true; }\n', 'f', 'javascript'), null);
  assert.equal(await kinds(f('assert.strictEqual = () => {};\nreturn true;'), 'f', 'javascript'), null);
  assert.equal(await kinds(f('Array.prototype.x = 1;\nreturn true;'), 'f', 'javascript'), null);
  assert.equal(await kinds(`__defineGetter__('q', () => f);\n${f('return true;')}`, 'f', 'javascript'), null);
  assert.equal(await kinds('const f = (n) => true;\n', 'f', 'javascript'), null);
});

test('returnKinds (Python): literals, comprehensions, `not`, `is`/`in`; falling off the end is None; a name, a call, `==` or a generator is not certain', async () => {
  const f = (body: string) => `def f(n):\n${body.replace(/^/gm, '    ')}\n`;
  assert.deepEqual(await kinds(f('if n < 0:\n    return False\nreturn not n'), 'f', 'python'), ['bool']);
  assert.deepEqual(await kinds(f('return [x for x in range(n)]'), 'f', 'python'), ['list']);
  assert.deepEqual(await kinds(f('if n:\n    return (n, 1)'), 'f', 'python'), ['None', 'tuple']);
  assert.deepEqual(await kinds(f('return n in (1, 2)'), 'f', 'python'), ['bool']);
  assert.deepEqual(await kinds(f('return f"{n}" if n else b"x"'), 'f', 'python'), ['bytes', 'str']);
  assert.deepEqual(await kinds(f('def g():\n    return [n]\nreturn -1'), 'f', 'python'), ['int']);
  for (const r of ['return n', 'return len(n)', 'return n == 1', 'return n or []', 'return -n'])
    assert.equal(await kinds(f(r), 'f', 'python'), null, r);
  assert.equal(await kinds(f('yield 1\nreturn 2'), 'f', 'python'), null);
  assert.equal(await kinds(`@cache\n${f('return 1')}`, 'f', 'python'), null);
  assert.equal(await kinds(`${f('return 1')}f = wrap(f)\n`, 'f', 'python'), null);
  assert.equal(await kinds(`async ${f('return 1')}`, 'f', 'python'), null);
  assert.equal(await kinds(f('import sys\nreturn 1'), 'f', 'python'), null);
  assert.equal(await kinds(`class f:\n    pass\n`, 'f', 'python'), null);
});

test("expectations: a test's first statement asserting a direct call of the entry point against a literal; a setup that names the entry point says nothing", async () => {
  const js = await expectations({
    language: 'javascript',
    entry_point: 'g',
    tests: [
      'assert.strictEqual(g(1), 2);',
      'assert.deepStrictEqual([1, 2], g([2, 1]));',
      "assert.strictEqual(g('a'), -1);",
      'assert.equal(g(1), 2);',
      'assert.strictEqual(h(g(1)), 2);',
      'const x = g(1);\nassert.strictEqual(x, true);',
      'assert.deepStrictEqual(g(1), { a: 1 });',
    ],
  });
  assert.deepEqual(
    js.map((e) => e && `${e.mode}:${e.kind}`),
    ['strict:number', 'strict:array', 'strict:number', null, null, null, 'strict:object'],
  );
  const py = await expectations({
    language: 'python',
    entry_point: 'g',
    tests: [
      'assert g(1) == [1]',
      'assert (1, 2) == g(2)',
      'assert g(3) is None',
      'assert g(3) is True',
      'assert g(3) != 1',
      'assert g(3) == x',
      'assert g(3)',
      'assert g(3) == -2.5',
      'assert g(1) == f"{1}"',
    ],
  });
  assert.deepEqual(
    py.map((e) => e && `${e.mode}:${e.kind}`),
    ['eq:list', 'eq:tuple', 'strict:None', 'strict:bool', null, null, null, 'eq:float', 'eq:str'],
  );
  const rebound = await expectations({
    language: 'python',
    entry_point: 'g',
    setup: 'g = lambda x: [x]',
    tests: ['assert g(1) == [1]'],
  });
  assert.deepEqual(rebound, [null]);
});

test("mayMeet: JavaScript's strict comparisons never equate two kinds; Python's == equates bool, int and float and nothing else across literal kinds; `is True` needs a bool", () => {
  const s = (...k: string[]) => new Set(k);
  assert.equal(mayMeet(s('boolean'), { mode: 'strict', kind: 'array' }), false);
  assert.equal(mayMeet(s('boolean', 'undefined'), { mode: 'strict', kind: 'boolean' }), true);
  assert.equal(mayMeet(s('bool'), { mode: 'eq', kind: 'int' }), true, 'True == 1');
  assert.equal(mayMeet(s('int'), { mode: 'eq', kind: 'float' }), true, '2 == 2.0');
  assert.equal(mayMeet(s('list'), { mode: 'eq', kind: 'tuple' }), false, '[1] != (1,)');
  assert.equal(mayMeet(s('str'), { mode: 'eq', kind: 'bytes' }), false);
  assert.equal(mayMeet(s('int'), { mode: 'strict', kind: 'bool' }), false, '1 is not True');
  assert.equal(mayMeet(null, { mode: 'strict', kind: 'array' }), true);
  assert.equal(mayMeet(s('list'), null), true);
});

test('the result rule on the bundled release: a seeded sample of the pairs it rules out, run in the real sandbox, never passes', async () => {
  const release = loadRelease('data/release');
  const tasks = readReleaseTasks(release);
  const refMs = referenceTimes(release, tasks);
  const rng = createRng('result-rule');
  const queries = rng.sample([...release.queries], 120);
  const known = new Map<string, Awaited<ReturnType<typeof returnKinds>>>();
  for (const d of release.corpus) {
    const t = tasks.get(d.task)!;
    known.set(d._id, await returnKinds(d.text, t.entry_point, t.language));
  }
  const ruled: OpenPair[] = [];
  for (const q of queries) {
    const task = tasks.get(q.task)!;
    const expected = await expectations(task);
    for (const d of release.corpus) {
      const t = tasks.get(d.task)!;
      if (d.task === q.task || t.language !== task.language) continue;
      if (expected.every((e) => mayMeet(known.get(d._id)!, e))) continue;
      ruled.push({
        snippet: { id: d._id, task: d.task, code: d.text, entry: t.entry_point },
        target: task,
        referenceMs: refMs.get(task.id)!,
      });
    }
  }
  const sample = rng.sample(ruled, 400);
  assert.ok(sample.some((p) => p.target.language === 'javascript'));
  assert.ok(sample.some((p) => p.target.language === 'python'));
  const oracle = await createOracle({
    cache: false,
    log: createLogger({ quiet: true }),
    languages: ['python', 'javascript'],
  });
  try {
    const out = await runPairs(oracle, sample, openLimit(0.25), { cache: false, capS: 0.25 });
    const passed = sample.filter((_, i) => out[i].passed).map((p) => `${p.target.id} <- ${p.snippet.id}`);
    assert.deepEqual(passed, []);
  } finally {
    await oracle.close();
  }
});

test('returnKinds gives up on every way a snippet could rebind its entry point (a review found each passing a test the rule would have ruled out)', async () => {
  const py = 'def g(x):\n    return 1\n';
  const js = 'function g(x) { return 1; }\n';
  // each passes `assert f(1) == "a"` / `assert.strictEqual(f(1), "a")` once run with `f = g`, though g returns 1
  const pyCases = [
    `${py}if True:\n    def g(x):\n        return "a"\n`,
    `${py}try:\n    def g(x):\n        return "a"\nexcept Exception:\n    pass\n`,
    `${py}if True:\n    class g(str):\n        pass\n`,
    `${py}match lambda x: "a":\n    case g:\n        pass\n`,
    `${py}match [lambda x: "a"]:\n    case [g]:\n        pass\n`,
    `${py}\uff47 = lambda x: "a"\n`,
    `${py}(x for x in ()).gi_frame.f_globals["g"] = lambda x: "a"\n`,
    `${py}h()\n`, // with the context below
  ];
  for (const [i, code] of pyCases.entries())
    assert.equal(
      await returnKinds(
        code,
        'g',
        'python',
        i === 7 ? 'def h():\n    global g\n    g = lambda x: "a"\n' : '',
      ),
      null,
      code,
    );
  const jsCases = [
    `${js}{ var g = function (x) { return "a"; }; }\n`,
    `${js}if (1) var g = (x) => "a";\n`,
    `${js}for (g of [(x) => "a"]);\n`,
    `${js}[g] = [(x) => "a"];\n`,
    `${js}({ g } = { g: (x) => "a" });\n`,
    `${js}var [g] = [(x) => "a"];\n`,
    `${js}(g) = (x) => "a";\n`,
    `${js}\\u0067 = (x) => "a";\n`,
    `${js}glob\\u0061lThis.g = (x) => "a";\n`,
  ];
  for (const code of jsCases) assert.equal(await returnKinds(code, 'g', 'javascript'), null, code);
  // the context runs first (in JavaScript in the same script, below the hoisted declaration): it may not name g
  assert.equal(await returnKinds(js, 'g', 'javascript', 'var g = (x) => "a";'), null);
  // a recursive call is fine
  assert.deepEqual(
    await kinds('function g(n) { if (n < 1) return 0; return g(n - 1) - 1; }\n', 'g', 'javascript'),
    ['bigint', 'number'],
  );
  // a setup that wraps an entry point named with `$` or outside ASCII is seen
  for (const [entry, setup, language] of [
    ['$f', 'const orig = $f;\n$f = (x) => String(orig(x));', 'javascript'],
    ['fé', '_orig = fé\nfé = lambda x: str(_orig(x))', 'python'],
  ])
    assert.deepEqual(
      await expectations({ language, entry_point: entry, setup, tests: [`assert ${entry}(1) == "1"`] }),
      [null],
    );
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isBalanced } from '../../src/construct/balanced.js';
import { build } from '../../src/construct/index.js';
import { crossTaskChecks } from '../../src/construct/cross/index.js';
import { execPairs, taskFacts } from '../../src/construct/cross/pairs.js';
import { runProbes, type Probe } from '../../src/construct/cross/probes.js';
import { similarPairs, tfidfRows } from '../../src/construct/cross/query-similarity.js';
import { literalType, mayPass, taskShape } from '../../src/construct/cross/signatures.js';
import { toJsonl } from '../../src/core/jsonl.js';
import type { Edit, Task } from '../../src/core/types.js';
import { createOracle } from '../../src/execute/index.js';
import type { Suite } from '../../src/execute/types.js';
import { loadParser } from '../../src/lang/parser.js';
import { loadTasks, toTaskRecord } from '../../src/tasks/load.js';
import { REPO_ROOT, runCli } from '../helpers/cli.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const CROSS = join(FIXTURES, 'construct', 'cross-tasks.jsonl');
const tmp = (p: string) => mkdtempSync(join(tmpdir(), p));
const builds = (tasks: Task[]) => tasks.map((task) => ({ task, candidates: [], generated: 0, kept: [] }));

test('literal argument types are named as check-tasks.py names them', async () => {
  const parser = await loadParser('python');
  const types = (call: string) => {
    const tree = parser.parse(call);
    const args = tree.rootNode.descendantsOfType('argument_list')[0]!.namedChildren;
    const out = args.map((a) => literalType(a!));
    tree.delete();
    return out;
  };
  assert.deepEqual(types("f(-1, +2.5, 'a', b'x', True, None, 3j)"), [
    'int',
    'float',
    'str',
    'bytes',
    'bool',
    'NoneType',
    'complex',
  ]);
  assert.deepEqual(types('f([1, [2]], (), (1,), (1), [1, "a", True], [[1], [2.0]])'), [
    'list[int,list[int]]',
    'tuple[]',
    'tuple[int]',
    'int',
    'list[bool,int,str]',
    'list[list[float],list[int]]',
  ]);
  assert.deepEqual(types("f({1: 'a'}, {1, 2}, {x: 1}, {1, y}, x, g(1), [x], f'{x}', 1 + 2)"), [
    'dict',
    'set',
    '?',
    '?',
    '?',
    '?',
    '?',
    '?',
    '?',
  ]);
});

test('the pre-filter finds the same candidate pairs as scripts/check-tasks.py', async () => {
  // The bundled tasks' first 60 and the cross fixture: shapes of many kinds (lists, strings, keywords, defaults).
  const tasks = [...loadTasks(join(REPO_ROOT, 'data', 'tasks.jsonl')).slice(0, 60), ...loadTasks(CROSS)];
  const dir = tmp('execret-cross-pairs-');
  const file = join(dir, 'tasks.jsonl');
  writeFileSync(file, toJsonl(tasks.map(toTaskRecord)));
  // check-tasks.py's own functions decide its pairs: (b, a) runs b's reference on a's tests.
  const py = `
import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("ct", sys.argv[1]); ct = importlib.util.module_from_spec(spec); spec.loader.exec_module(ct)
tasks = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
sigs = {t["id"]: ct.call_signatures(t) for t in tasks}
out = []
for b in tasks:
    for a in tasks:
        if a is b: continue
        shared = {s for s in sigs[a["id"]] if any(s[2] == s2[2] for s2 in sigs[b["id"]])}
        if shared and all(ct.accepts(b, n, k) for (n, k, _) in sigs[a["id"]]): out.append(b["id"] + " " + a["id"])
print(json.dumps(sorted(out)))
`;
  const r = spawnSync('/usr/bin/python3', ['-c', py, join(REPO_ROOT, 'scripts', 'check-tasks.py'), file], {
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  const expected: string[] = JSON.parse(r.stdout);
  const facts = await taskFacts(builds(loadTasks(file)));
  const mine = await execPairs(facts);
  // execPairs leaves out the pairs whose alias would rebind a helper; add them back to compare the filter alone
  const shapes = new Map<string, Awaited<ReturnType<typeof taskShape>>>();
  for (const f of facts) shapes.set(f.build.task.id, await taskShape(f.build.task));
  const all = facts.flatMap((s) =>
    facts
      .filter((t) => t !== s && mayPass(shapes.get(s.build.task.id)!, shapes.get(t.build.task.id)!))
      .map((t) => `${s.build.task.id} ${t.build.task.id}`),
  );
  assert.deepEqual(all.sort(), expected);
  assert.ok(expected.length > 100, `${expected.length} pairs`);
  assert.equal(mine.pairs.length + mine.skipped, expected.length);
  assert.equal(mine.skipped, 1); // i_lcm imports gcd: aliasing j_gcd's entry point to lcm would rebind it
});

test('query TF-IDF cosine equals scikit-learn TfidfVectorizer() (scripts/golden/query-tfidf.py)', () => {
  const golden = JSON.parse(readFileSync(join(FIXTURES, 'golden', 'query-tfidf-golden.json'), 'utf8'));
  const rows = tfidfRows(golden.queries);
  golden.cosine.forEach((row: number[], i: number) =>
    row.forEach((want, j) => {
      let dot = 0;
      for (const [t, w] of rows[i]) dot += w * (rows[j].get(t) ?? 0);
      assert.ok(Math.abs(dot - want) < 1e-12, `cosine(${i}, ${j}) = ${dot}, scikit-learn ${want}`);
    }),
  );
  const pairs = similarPairs(golden.queries, 0.5);
  const want = golden.cosine.flatMap((row: number[], i: number) =>
    row.flatMap((c, j) => (j > i && c > 0.5 ? [[i, j]] : [])),
  );
  assert.deepEqual(
    pairs.map((p) => [p.i, p.j]),
    want,
  );
});

test('probes: verdicts survive chunks, time-outs that cut a suite short, and tests that loop', async () => {
  // One snippet against 40 targets (more than one chunk): targets whose test loops, passes or fails.
  const code = 'def twice(x):\n    while x < 0:\n        pass\n    return 2 * x\n';
  const kinds = Array.from({ length: 40 }, (_, i) => (i % 13 === 5 ? 'loop' : i % 3 === 0 ? 'fail' : 'pass'));
  const probes: Probe[] = kinds.map((kind, i) => ({
    snippet: { id: 's', task: 's', code },
    target: {
      id: `t${i}`,
      language: 'python',
      domain: 'd',
      query: 'q',
      entry_point: `double_${i}`,
      code: '',
      tests: [
        `assert double_${i}(${i}) == ${2 * i}`,
        kind === 'loop'
          ? `assert double_${i}(-1) == -2`
          : `assert double_${i}(1) == ${kind === 'pass' ? 2 : 3}`,
      ],
    },
    alias: 'twice',
    referenceMs: [0, 0],
  }));
  const dir = tmp('execret-probes-');
  const oracle = await createOracle({ cache: join(dir, 'c.sqlite') });
  try {
    const results = await runProbes(oracle, probes, () => 0.1);
    results.forEach((r, i) => {
      assert.equal(r.passed, kinds[i] === 'pass', `t${i} (${kinds[i]})`);
      if (kinds[i] === 'loop') assert.deepEqual(r.failure, { test: 1, status: 'timeout' });
      if (kinds[i] === 'fail') assert.deepEqual(r.failure, { test: 1, status: 'failed' });
    });
  } finally {
    await oracle.close();
  }
});

test("cross checks run the target's module context before the snippet: a sibling of the target's file with the snippet's name does not replace it", async () => {
  // t_double's module also defines a `twice` of its own (a wrong one); s_twice's reference is a duplicate of t_double
  const task = (id: string, entry: string, code: string, tests: string[], context?: string): Task => ({
    id,
    language: 'python',
    domain: 'd',
    query: `q ${id}`,
    entry_point: entry,
    code,
    tests,
    ...(context ? { context } : {}),
  });
  const s = task('s_twice', 'twice', 'def twice(x):\n    return 2 * x\n', [
    'assert twice(3) == 6',
    'assert twice(0) == 0',
  ]);
  const t = task(
    't_double',
    'double',
    'def double(n):\n    return n + n\n',
    ['assert double(2) == 4', 'assert double(5) == 10'],
    'import math\n\ndef twice(x):\n    return x + 1\n',
  );
  const dir = tmp('execret-cross-context-');
  const oracle = await createOracle({ cache: join(dir, 'c.sqlite') });
  try {
    const { findings } = await crossTaskChecks(oracle, builds([s, t]), {
      strictDuplicates: false,
      referenceMs: () => [1, 1],
      limit: () => 1,
      capS: 1,
    });
    // run after the snippet, the context's `twice` (x + 1) replaced it: s_twice failed t_double's tests, and the two
    // looked like a special case (passes [false, true]) instead of duplicates
    assert.deepEqual(findings.duplicates, [
      { tasks: ['s_twice', 't_double'], passes: [true, true], relation: 'duplicates', rejected: null },
    ]);
  } finally {
    await oracle.close();
  }
});

test('name collisions decided by execution: a harmless one keeps both, a duplicate rejects the second', async () => {
  const dir = tmp('execret-cross-build-');
  const r = await build({ tasksFile: CROSS, outDir: join(dir, 'r'), cache: join(dir, 'c.sqlite'), seed: 5 });
  const rejected = Object.fromEntries(r.rejected.map((x) => [x.task, x]));
  assert.deepEqual(Object.keys(rejected).sort(), ['d_digit_sum_signed', 'j_gcd']);
  // d binds digit_sum like c does, and d's reference passes c's tests: keep c (first), reject d
  assert.equal(rejected.d_digit_sum_signed.code, 'duplicate-by-name');
  assert.equal(rejected.d_digit_sum_signed.other, 'c_digit_sum');
  assert.equal(rejected.d_digit_sum_signed.stage, 'integrity');
  assert.match(
    rejected.d_digit_sum_signed.reason,
    /^a duplicate of c_digit_sum: both bind "digit_sum"; d_digit_sum_signed's canonical d_digit_sum_signed-\w{10} passes every test of c_digit_sum$/,
  );
  // i imports math.gcd, which passes the tests of the task whose entry point is gcd
  assert.equal(rejected.j_gcd.code, 'duplicate-by-name');
  assert.match(rejected.j_gcd.reason, /i_lcm's canonical i_lcm-\w{10} passes every test of j_gcd/);
  const collisions = Object.fromEntries(r.cross.collisions.map((c) => [c.tasks.join(' '), c]));
  // a and b both define is_vowel: their snippets fail each other's tests (a different entry point), both stay
  assert.deepEqual(collisions['a_vowel_count b_vowel_share'], {
    tasks: ['a_vowel_count', 'b_vowel_share'],
    names: ['is_vowel'],
    probes: 10,
    passed: null,
    rejected: null,
  });
  assert.equal(collisions['c_digit_sum d_digit_sum_signed'].rejected, 'd_digit_sum_signed');
  assert.deepEqual(collisions['i_lcm j_gcd'].names, ['gcd']);
  assert.equal(Object.keys(collisions).length, 3);
  // duplicates by execution (aliased) and near-duplicate queries are reported, and kept without --strict-duplicates
  assert.deepEqual(r.cross.duplicates, [
    {
      tasks: ['c_digit_sum', 'd_digit_sum_signed'],
      passes: [false, true],
      relation: 'special case',
      rejected: 'd_digit_sum_signed',
    },
    { tasks: ['e_at_least', 'f_clip_below'], passes: [true, true], relation: 'duplicates', rejected: null },
  ]);
  assert.deepEqual(r.cross.similarQueries, [
    { tasks: ['g_words_space', 'h_words_comma'], cosine: 0.881, rejected: null },
  ]);
  assert.equal(r.accepted, 8);
  const report = readFileSync(join(dir, 'r', 'build-report.md'), 'utf8');
  assert.match(
    report,
    /\| e_at_least \| f_clip_below \| duplicates \| each reference passes every test of the other \| kept \(`--strict-duplicates` rejects the second\) \|/,
  );
  assert.match(
    report,
    /\| c_digit_sum \| d_digit_sum_signed \| special case \| the reference of d_digit_sum_signed passes every test of c_digit_sum \| d_digit_sum_signed rejected \|/,
  );
  assert.match(report, /\| g_words_space \| h_words_comma \| 0\.881 \|/);
  assert.match(
    report,
    /\| a_vowel_count, b_vowel_share \| is_vowel \| 10 \| harmless: no snippet passes the other's tests \|/,
  );
  assert.match(report, /\| integrity \| 10 \| 8 \| 2 \| duplicate-by-name \(2\) \|/);
  // the quality table's last row, from the build's own figures
  const all = r.quality.at(-1)!;
  assert.deepEqual([all.domain, all.tasks, all.meanTests, all.distractors], ['all', 8, 7, r.distractors]);
  assert.equal(all.killRate, r.killRate.overall);
  assert.equal(all.core + all.extras, r.distractors);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  assert.ok(
    report.includes(
      `| all | 8 | 7.0 | ${pct(all.killRate)} | ${all.distractors} | ${pct(all.core / all.distractors)} | ${pct(all.extras / all.distractors)} |`,
    ),
  );
  const queries = readFileSync(join(dir, 'r', 'queries.jsonl'), 'utf8');
  assert.ok(queries.includes('"a_vowel_count"') && queries.includes('"b_vowel_share"'));
});

test('execret build --strict-duplicates also rejects duplicates by execution and near-duplicate queries', () => {
  const dir = tmp('execret-cross-strict-');
  const r = runCli([
    'build',
    CROSS,
    '--out',
    join(dir, 'r'),
    '--cache',
    join(dir, 'c.sqlite'),
    '--seed',
    '5',
    '--strict-duplicates',
    '--json',
    '--quiet',
  ]);
  assert.equal(r.status, 0, r.stderr);
  const doc = JSON.parse(r.stdout);
  const rejected = Object.fromEntries(doc.rejected.map((x: { task: string; code: string }) => [x.task, x]));
  assert.deepEqual(Object.keys(rejected).sort(), [
    'd_digit_sum_signed',
    'f_clip_below',
    'h_words_comma',
    'j_gcd',
  ]);
  assert.equal(rejected.f_clip_below.code, 'duplicate-by-execution');
  assert.equal(rejected.f_clip_below.other, 'e_at_least');
  assert.match(rejected.f_clip_below.reason, /each reference passes every test of the other/);
  assert.equal(rejected.h_words_comma.code, 'similar-query');
  assert.match(rejected.h_words_comma.reason, /g_words_space \(TF-IDF cosine 0\.881/);
  assert.equal(
    JSON.parse(readFileSync(join(dir, 'r', 'manifest.json'), 'utf8')).options.strictDuplicates,
    true,
  );
});

/** Levenshtein distance over code units (a text medoid's distance). */
function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

test('build --balanced: about half the pools are built around a failing clone, whose medoid is then that clone', async () => {
  const dir = tmp('execret-balanced-');
  const r = await build({
    tasksFile: CROSS,
    outDir: join(dir, 'r'),
    cache: join(dir, 'c.sqlite'),
    seed: 5,
    balanced: true,
  });
  const read = (f: string) =>
    readFileSync(join(dir, 'r', f), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
  const queries = read('queries.jsonl');
  const corpus = read('corpus.jsonl');
  const balanced = queries.filter((q) => q.pool === 'balanced').map((q) => q._id);
  assert.ok(
    balanced.length >= 2 && balanced.length < queries.length,
    `${balanced.length} of ${queries.length}`,
  );
  for (const q of balanced) assert.ok(isBalanced(5, q), `${q}: its coin says star`);
  const toRun: Suite[] = [];
  const tasks = new Map(read('tasks.jsonl').map((t) => [t.id, t]));
  for (const q of queries) {
    const own = corpus.filter((d) => d.task === q._id);
    const canonical = own.find((d) => d.kind === 'canonical');
    const distractors = own.filter((d) => d.kind === 'distractor');
    for (const d of distractors)
      toRun.push({
        snippet: d._id,
        task: q._id,
        language: 'python',
        code: d.text,
        tests: tasks.get(q._id).tests,
      });
    const texts = own.map((d) => d.text);
    const medoid =
      own[
        texts
          .map((t) => texts.reduce((s, u) => s + levenshtein(t, u), 0))
          .reduce((best, s, i, all) => (s < all[best] ? i : best), 0)
      ];
    if (!balanced.includes(q._id)) {
      assert.ok(distractors.every((d) => d.centre === undefined && d.edits.length === 1));
      // a full star pool's medoid is its canonical (with fewer clones, ties and interacting edits may not be)
      if (distractors.length === 4) assert.equal(medoid._id, canonical._id, `${q._id}: star pool medoid`);
      continue;
    }
    const centre = distractors.filter((d) => d.centre === d._id);
    assert.equal(centre.length, 1, q._id);
    assert.equal(centre[0].edits.length, 1);
    assert.equal(distractors.length, 4);
    for (const d of distractors) {
      assert.equal(d.centre, centre[0]._id);
      if (d === centre[0]) continue;
      // one edit of the centre: its edits against the canonical are the centre's and one more
      assert.equal(d.edits.length, 2);
      assert.ok(d.edits.some((e: Edit) => JSON.stringify(e) === JSON.stringify(centre[0].edits[0])));
    }
    assert.equal(medoid._id, centre[0]._id, `${q._id}: a balanced pool's medoid is its centre`);
  }
  // every clone fails a test, checked again without the cache
  const oracle = await createOracle({ cache: false });
  try {
    for (const [i, res] of (await oracle.run(toRun)).entries())
      assert.equal(res.passed, false, toRun[i].snippet);
  } finally {
    await oracle.close();
  }
  assert.equal(r.balanced!.balanced >= balanced.length, true);
  const report = readFileSync(join(dir, 'r', 'build-report.md'), 'utf8');
  assert.match(
    report,
    new RegExp(
      `\`--balanced\`: ${balanced.length} of ${queries.length} queries have a pool built around a clone`,
    ),
  );
  assert.equal(JSON.parse(readFileSync(join(dir, 'r', 'manifest.json'), 'utf8')).options.balanced, true);

  const both = runCli(['build', CROSS, '--out', join(dir, 'x'), '--balanced', '--stack', '2']);
  assert.equal(both.status, 2);
  assert.match(both.stderr, /--balanced and --stack do not combine/);
});

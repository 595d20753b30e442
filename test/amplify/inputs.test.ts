import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateCandidates, MAX_ARGUMENT_CHARS, mutateValue } from '../../src/amplify/inputs.js';
import type { CallSite, Template } from '../../src/amplify/types.js';
import { createRng } from '../../src/core/rng.js';
import { renderPythonArguments } from '../../src/lang/python/literals.js';
import type { Value } from '../../src/lang/values.js';

const template: Template = { observed: (a) => `f(${a})`, test: () => null };
const site = (...values: Value[]): CallSite => ({ args: values.map((value) => ({ value })), template });
const ints = (...xs: number[]): Value => ({
  kind: 'list',
  items: xs.map((x) => ({ kind: 'int', value: BigInt(x) })),
});
const SITES = [
  site(ints(1, 5, 2), { kind: 'str', value: 'ab' }),
  site(ints(), { kind: 'str', value: 'xyz' }),
  site(ints(7), { kind: 'str', value: '' }),
];

test('candidates: distinct, never one of the own inputs, deterministic for a generator state, types kept', () => {
  const a = generateCandidates(SITES, [], 40, createRng(9), renderPythonArguments);
  const b = generateCandidates(SITES, [], 40, createRng(9), renderPythonArguments);
  assert.deepEqual(
    a.map((c) => c.text),
    b.map((c) => c.text),
  );
  assert.equal(a.length, 40);
  assert.equal(new Set(a.map((c) => c.text)).size, 40);
  const own = new Set(SITES.map((s) => renderPythonArguments(s.args)));
  for (const c of a) {
    assert.ok(!own.has(c.text), c.text);
    assert.equal(c.args.length, 2);
    assert.equal(c.args[0].value.kind, 'list');
    assert.equal(c.args[1].value.kind, 'str');
    assert.ok(c.text.length <= MAX_ARGUMENT_CHARS);
  }
  const c = generateCandidates(SITES, [], 40, createRng(10), renderPythonArguments);
  assert.notDeepEqual(
    c.map((x) => x.text),
    a.map((x) => x.text),
  );
});

test('given inputs come first (up to half), then mutations; with no call site of its own, the given ones seed them', () => {
  const given = [
    site(ints(100), { kind: 'str', value: 'g' }),
    site(ints(1, 5, 2), { kind: 'str', value: 'ab' }),
  ];
  const out = generateCandidates(SITES, given, 10, createRng(1), renderPythonArguments);
  assert.equal(out[0].text, "[100], 'g'");
  assert.equal(out[0].origin, 'given');
  assert.ok(
    out.slice(1).every((x) => x.origin === 'mutated'),
    'an own input is not a candidate',
  );
  // no call site of its own: the given inputs are taken whole and are the seeds of the mutations
  const only = generateCandidates([], given, 10, createRng(1), renderPythonArguments);
  assert.deepEqual(
    only.slice(0, 2).map((x) => x.text),
    ["[100], 'g'", "[1, 5, 2], 'ab'"],
  );
  assert.equal(only.length, 10);
});

test('mutations are type-aware: numbers nudged and at the bounds seen, strings edited, nested values mutated', () => {
  const rng = createRng(4);
  const ing = { ints: [-3n, 40n], floats: [2.5], strs: ['hello'], chars: ['h', 'e'] };
  const seen = new Set<string>();
  for (let i = 0; i < 300; i++) {
    const v = mutateValue({ kind: 'int', value: 7n }, rng, ing);
    assert.equal(v.kind, 'int');
    seen.add(String((v as { value: bigint }).value));
  }
  for (const x of ['8', '6', '-7', '0', '14', '3', '-4', '41'])
    assert.ok(seen.has(x), `${x} in ${[...seen]}`);
  const nested: Value = {
    kind: 'tuple',
    items: [ints(1, 2), { kind: 'dict', entries: [[{ kind: 'str', value: 'k' }, ints(3)]] }],
  };
  let changedInside = 0;
  for (let i = 0; i < 100; i++) {
    const v = mutateValue(nested, rng, ing);
    assert.equal(v.kind, 'tuple');
    if (v.kind === 'tuple' && v.items.length === 2 && v.items[0].kind === 'list') changedInside++;
  }
  assert.ok(changedInside > 50, 'a tuple keeps its arity most of the time');
});

test('a sentence-like string also changes a word at a time, with words of the tests own strings', () => {
  const words = (...xs: string[]) => xs.map((x) => site({ kind: 'str', value: x }));
  const got = generateCandidates(
    words('three one five', 'nine zero', 'two two four'),
    [],
    60,
    createRng(3),
    renderPythonArguments,
  ).map((c) => (c.args[0].value as { value: string }).value);
  const known = new Set(['zero', 'one', 'two', 'three', 'four', 'five', 'nine']);
  // some inputs are made only of the tests' own words, in a new order or number (a character edit cannot do that)
  const wordLevel = got.filter((s) => s.includes(' ') && s.split(' ').every((w) => known.has(w)));
  assert.ok(
    wordLevel.length >= 10,
    `${wordLevel.length} word-level inputs of ${got.length}: ${got.join(' | ')}`,
  );
});

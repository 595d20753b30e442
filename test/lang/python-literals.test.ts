import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRng } from '../../src/core/rng.js';
import { parsePythonLiteral, pythonFloatRepr, renderPython } from '../../src/lang/python/literals.js';
import type { Value } from '../../src/lang/values.js';

/** Ask the real interpreter: for each text, repr(ast.literal_eval(text)) (or the error). */
function pythonRepr(texts: string[]): string[] {
  const script =
    'import ast, json, sys\nout = []\nfor t in json.load(sys.stdin):\n' +
    '    try:\n        out.append(repr(ast.literal_eval(t)))\n    except Exception as e:\n        out.append("ERROR " + type(e).__name__)\n' +
    'print(json.dumps(out))\n';
  const p = spawnSync('/usr/bin/python3', ['-I', '-c', script], {
    input: JSON.stringify(texts),
    encoding: 'utf8',
  });
  assert.equal(p.status, 0, p.stderr);
  return JSON.parse(p.stdout);
}

const FLOATS = [
  0.1,
  1.5,
  -2.25,
  1e16,
  1.5e16,
  123456789012345.6,
  1e-5,
  0.0001,
  0.00012,
  1e22,
  5e-324,
  1.7976931348623157e308,
  -0,
  0,
  3,
  100.0,
  2 ** 53,
  0.30000000000000004,
];
const STRINGS = [
  '',
  'a',
  "it's",
  'say "hi"',
  `both ' and "`,
  'tab\there',
  'line\nbreak\r',
  '\\',
  '\x00\x7f\x9f',
  'é ü ß',
  '\u00a0nbsp',
  '\u200b',
  'emoji 😀',
  '\u2028',
  'ä\ud800',
];

test('renderPython writes what repr writes: floats, strings, containers (golden: CPython)', () => {
  const values: Value[] = [
    ...FLOATS.map((value): Value => ({ kind: 'float', value })),
    ...STRINGS.map((value): Value => ({ kind: 'str', value })),
    { kind: 'int', value: 10n ** 40n },
    { kind: 'int', value: -7n },
    { kind: 'tuple', items: [] },
    { kind: 'tuple', items: [{ kind: 'int', value: 1n }] },
    {
      kind: 'list',
      items: [
        { kind: 'none' },
        { kind: 'bool', value: true },
        {
          kind: 'tuple',
          items: [
            { kind: 'str', value: 'x' },
            { kind: 'float', value: 2 },
          ],
        },
      ],
    },
    {
      kind: 'dict',
      entries: [
        [
          { kind: 'str', value: 'k' },
          { kind: 'list', items: [] },
        ],
        [{ kind: 'int', value: 2n }, { kind: 'none' }],
      ],
    },
    { kind: 'set', items: [] },
  ];
  const texts = values.map(renderPython);
  assert.deepEqual(pythonRepr(texts), texts);
});

test('random values round-trip through Python and back through the parser', async () => {
  const rng = createRng(5);
  const between = (lo: number, hi: number) => lo + rng.int(hi - lo + 1);
  const pick = <T>(xs: T[]): T => xs[rng.int(xs.length)];
  const scalar = (): Value => {
    const r = rng.next();
    if (r < 0.3) return { kind: 'int', value: BigInt(between(-1000, 1000)) };
    if (r < 0.55) return { kind: 'float', value: (rng.next() - 0.5) * 10 ** between(-8, 20) };
    if (r < 0.85) {
      const n = between(0, 6);
      let s = '';
      for (let i = 0; i < n; i++)
        s += String.fromCodePoint(pick([0x27, 0x22, 0x5c, 0x0a, 0x41, 0xe9, 0x263a, 0x1f600, 0x85, 0x20]));
      return { kind: 'str', value: s };
    }
    return rng.next() < 0.5 ? { kind: 'none' } : { kind: 'bool', value: rng.next() < 0.5 };
  };
  const value = (d: number): Value => {
    if (d === 0 || rng.next() < 0.4) return scalar();
    const items = Array.from({ length: between(0, 3) }, () => value(d - 1));
    return rng.next() < 0.5 ? { kind: 'list', items } : { kind: 'tuple', items };
  };
  const values = Array.from({ length: 200 }, () => value(3));
  const texts = values.map(renderPython);
  assert.deepEqual(pythonRepr(texts), texts);
  for (let i = 0; i < values.length; i++) {
    const back = await parsePythonLiteral(texts[i]);
    assert.ok(back, texts[i]);
    assert.equal(renderPython(back), texts[i]);
  }
});

test('the parser reads every literal spelling Python allows, and nothing else', async () => {
  const read = async (t: string) => {
    const v = await parsePythonLiteral(t);
    return v && renderPython(v);
  };
  assert.equal(await read("r'\\d+' 'x'"), "'\\\\d+x'");
  assert.equal(await read('0x1F + 0'), null);
  assert.equal(await read('0x1F'), '31');
  assert.equal(await read('1_000'), '1000');
  assert.equal(await read('-(3)'), '-3');
  assert.equal(await read('"\\x41\\u00e9\\101\\q"'), "'AéA\\\\q'");
  assert.equal(await read('{1: [2, (3,)], "a": {4}}'), "{1: [2, (3,)], 'a': {4}}");
  for (const t of ['x', 'f(1)', "b'x'", "f'{x}'", '1j', '[*a]', '{**d}', '1, 2', "'\\N{BULLET}'"]) {
    assert.equal(await read(t), null, t);
  }
  assert.equal(pythonFloatRepr(Infinity), "float('inf')");
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  callsName,
  cleandoc,
  definesFunction,
  extractFunctionDocstring,
  hasDocstring,
  hasSyntaxErrors,
  importedNames,
  moduleLevelNames,
} from '../../src/lang/python/syntax.js';

const MODULE = `import os
from typing import List as L

LIMIT = 10
a, (b, *c) = 1, (2, 3)
x = y = 0
obj.attr = 5


@cache
def helper(n):
    inner = n + 1
    return inner


class Box:
    size = 3

    def area(self):
        return self.size ** 2


if LIMIT:
    def fallback():
        return helper(LIMIT)
else:
    OTHER = 1
`;

test('hasSyntaxErrors', async () => {
  assert.equal(await hasSyntaxErrors(MODULE), false);
  assert.equal(await hasSyntaxErrors('def f(:\n    pass\n'), true);
  assert.equal(await hasSyntaxErrors('def f():\n    if x:\n    return 1\n'), true);
});

test('moduleLevelNames: defs, classes and assignments, not imports or nested names', async () => {
  assert.deepEqual(await moduleLevelNames(MODULE), [
    'LIMIT',
    'a',
    'b',
    'c',
    'x',
    'y',
    'helper',
    'Box',
    'fallback',
    'OTHER',
  ]);
});

test('importedNames: what module-level imports bind', async () => {
  assert.deepEqual(await importedNames(MODULE), ['os', 'L']);
  const code =
    'import os.path, re as r\nfrom math import gcd as g, sqrt\nfrom x import *\nif 1:\n    import json\ndef f():\n    import sys\n';
  assert.deepEqual(await importedNames(code), ['os', 'r', 'g', 'sqrt', 'json']);
});

test('definesFunction: module-level def only', async () => {
  assert.equal(await definesFunction(MODULE, 'helper'), true);
  assert.equal(await definesFunction(MODULE, 'fallback'), true);
  assert.equal(await definesFunction(MODULE, 'area'), false);
  assert.equal(await definesFunction(MODULE, 'Box'), false);
  assert.equal(await definesFunction(MODULE, 'LIMIT'), false);
});

test('callsName: a call of that plain name anywhere', async () => {
  assert.equal(await callsName(MODULE, 'helper'), true);
  assert.equal(await callsName(MODULE, 'cache'), false);
  assert.equal(await callsName('x = obj.helper(1)\n', 'helper'), false);
  assert.equal(await callsName('s = "helper(1)"  # helper(2)\n', 'helper'), false);
  assert.equal(await callsName('def f(n):\n    return n and f(n - 1)\n', 'f'), true);
});

test('hasDocstring: module, function or class', async () => {
  assert.equal(await hasDocstring(MODULE), false);
  assert.equal(await hasDocstring('"""Module."""\nx = 1\n'), true);
  assert.equal(await hasDocstring('class A:\n    """Doc."""\n'), true);
  assert.equal(await hasDocstring('def f():\n    x = 1\n    """not a docstring"""\n'), false);
  assert.equal(
    await hasDocstring('def f():\n    # comment first\n    r"""Raw doc."""\n    return 1\n'),
    true,
  );
});

test('extractFunctionDocstring: cleaned text and the span of its lines', async () => {
  const code =
    'from typing import List\n\n\ndef has_close(numbers: List[float], t: float) -> bool:\n' +
    '    """ Check if any two numbers are closer than t.\n    >>> has_close([1.0, 2.0], 0.5)\n    False\n    """\n' +
    '    return any(abs(a - b) < t for a in numbers for b in numbers if a is not b)\n';
  const doc = await extractFunctionDocstring(code, 'has_close');
  assert.ok(doc);
  assert.equal(
    doc.text,
    'Check if any two numbers are closer than t.\n>>> has_close([1.0, 2.0], 0.5)\nFalse',
  );
  assert.equal(
    code.slice(0, doc.start) + code.slice(doc.end),
    'from typing import List\n\n\ndef has_close(numbers: List[float], t: float) -> bool:\n' +
      '    return any(abs(a - b) < t for a in numbers for b in numbers if a is not b)\n',
  );
  assert.equal(await extractFunctionDocstring(code, 'missing'), null);
  assert.equal(await extractFunctionDocstring('def f():\n    return 1\n', 'f'), null);
  // escapes are decoded; a docstring on the def line shrinks the span to the statement
  const one = 'def g(): "It\'s \\"g\\"\\tok"\n';
  const d2 = await extractFunctionDocstring(one, 'g');
  assert.deepEqual(d2 && { text: d2.text, cut: one.slice(0, d2.start) + one.slice(d2.end) }, {
    text: 'It\'s "g"        ok', // inspect.cleandoc expands tabs
    cut: 'def g(): ',
  });
});

test('cleandoc matches inspect.cleandoc', () => {
  // values from /usr/bin/python3 -c "import inspect; print(repr(inspect.cleandoc(...)))"
  assert.equal(cleandoc('  First.\n\n      Indented.\n    Less.\n    '), 'First.\n\n  Indented.\nLess.');
  assert.equal(cleandoc('\n    Only body.\n    '), 'Only body.');
  assert.equal(cleandoc('a\tb\n  \tc'), 'a       b\nc');
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  lineOf,
  lineStartsOf,
  loadParser,
  syntaxKey,
  treeHasErrors,
  withTree,
} from '../../src/lang/parser.js';

test('node offsets are JavaScript (UTF-16) string indices, also after non-ASCII text', async () => {
  // é is one UTF-16 unit (two UTF-8 bytes); 😀 is two UTF-16 units (four UTF-8 bytes)
  const code = 's = "héllo 😀 ünï"  # ça\nx = 1 + 2\n';
  await withTree(code, 'python', (tree) => {
    const ints = tree.rootNode.descendantsOfType('integer').filter((n) => n !== null);
    assert.deepEqual(
      ints.map((n) => [n.startIndex, n.endIndex]),
      [
        [code.indexOf('1'), code.indexOf('1') + 1],
        [code.indexOf('2'), code.indexOf('2') + 1],
      ],
    );
    const str = tree.rootNode.descendantsOfType('string')[0]!;
    assert.equal(code.slice(str.startIndex, str.endIndex), '"héllo 😀 ünï"');
    assert.equal(str.text, '"héllo 😀 ünï"');
    const comment = tree.rootNode.descendantsOfType('comment')[0]!;
    assert.equal(code.slice(comment.startIndex, comment.endIndex), '# ça');
  });
});

test('the parser is cached per language', async () => {
  assert.equal(await loadParser('python'), await loadParser('python'));
  await assert.rejects(loadParser('cobol'), /unknown language "cobol"/);
});

test('the JavaScript grammar loads and parses, with UTF-16 offsets', async () => {
  const code = 'const s = "é😀";\nfunction f(a) { return a + 1; }\n';
  await withTree(code, 'javascript', (tree) => {
    assert.equal(tree.rootNode.type, 'program');
    assert.equal(treeHasErrors(tree, 'javascript'), false);
    const num = tree.rootNode.descendantsOfType('number')[0]!;
    assert.equal(num.startIndex, code.indexOf('1'));
    assert.ok(tree.rootNode.descendantsOfType('function_declaration').length === 1);
  });
  await withTree('function f( {', 'javascript', (tree) =>
    assert.equal(treeHasErrors(tree, 'javascript'), true),
  );
});

test('treeHasErrors: ERROR and MISSING nodes, and the empty blocks tree-sitter-python accepts', async () => {
  const bad = [
    'x = (1\n',
    'def f(:\n    return 1\n',
    'def f():\n    if x:\n    return 1\n',
    'if x:\n    # only a comment\ny = 1\n',
  ];
  for (const code of bad)
    await withTree(code, 'python', (t) => assert.equal(treeHasErrors(t, 'python'), true, code));
  await withTree('def f():\n    if x:\n        pass\n    return 1\n', 'python', (t) =>
    assert.equal(treeHasErrors(t, 'python'), false),
  );
});

test('syntaxKey ignores whitespace and comments but not tokens', async () => {
  const key = async (c: string) => withTree(c, 'python', syntaxKey);
  assert.equal(await key('x = a+1\n'), await key('x  =  a + 1  # one\n'));
  assert.notEqual(await key('x = a + 1\n'), await key('x = a - 1\n'));
  assert.notEqual(await key('x = "a b"\n'), await key('x = "a  b"\n'));
  assert.notEqual(await key('if a:\n    b()\nc()\n'), await key('if a:\n    b()\n    c()\n'));
  // the characters of a string around its escape sequences count too (a regex one edit off is another program)
  assert.notEqual(await key('m = re.findall("[ae]\\w+", t)\n'), await key('m = re.findall("[ae]\\w*", t)\n'));
  assert.equal(await key('s = "a\\nb"\n'), await key('s = "a\\nb"  # the same\n'));
  const js = async (c: string) => withTree(c, 'javascript', syntaxKey);
  assert.notEqual(await js('const s = "a\\tb+";\n'), await js('const s = "a\\tb*";\n'));
});

test('lineOf maps string indices to 1-based lines', () => {
  const code = 'a\nbc\n\nd';
  const starts = lineStartsOf(code);
  assert.deepEqual(
    [...code].map((_, i) => lineOf(starts, i)),
    [1, 1, 2, 2, 2, 3, 4],
  );
});

import type { LanguageGrammar } from '../adapter.js';
import { packageFile } from '../grammar.js';
import type { SyntaxTree } from '../parser.js';

/**
 * tree-sitter's Python grammar accepts an empty block (`if x:` followed by a dedent, or a block holding only
 * comments), which CPython rejects.
 */
function emptyBlock(tree: SyntaxTree): boolean {
  for (const block of tree.rootNode.descendantsOfType('block')) {
    if (!block) continue;
    const n = block.namedChildCount;
    if (n === 0) return true;
    if (block.firstNamedChild?.type !== 'comment') continue;
    let statement = false;
    for (let i = 1; i < n && !statement; i++) statement = block.namedChild(i)?.type !== 'comment';
    if (!statement) return true;
  }
  return false;
}

/** What the parser needs of Python (src/lang/grammars.ts). */
export const pythonGrammar: LanguageGrammar = Object.freeze({
  id: 'python',
  grammarWasm: () => packageFile('tree-sitter-python', 'tree-sitter-python.wasm'),
  extraSyntaxErrors: emptyBlock,
});

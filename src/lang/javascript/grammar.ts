import { Script } from 'node:vm';
import type { LanguageGrammar } from '../adapter.js';
import { packageFile } from '../grammar.js';
import type { SyntaxTree } from '../parser.js';

/**
 * True when V8 itself rejects the script. tree-sitter's grammar is more lenient than the language (it accepts
 * `a || b ?? c`, `-a ** b`, `let x; let x;`, a `return` outside a function), and a mutant the runtime cannot even
 * compile is no plausible near miss. Compiling runs nothing; `vm.Script` only parses.
 */
export function v8Rejects(code: string): boolean {
  try {
    new Script(code, { filename: 'snippet.js' });
    return false;
  } catch {
    return true;
  }
}

/** What the parser needs of JavaScript (src/lang/grammars.ts). */
export const javascriptGrammar: LanguageGrammar = Object.freeze({
  id: 'javascript',
  grammarWasm: () => packageFile('tree-sitter-javascript', 'tree-sitter-javascript.wasm'),
  extraSyntaxErrors: (tree: SyntaxTree) => v8Rejects(tree.rootNode.text),
});

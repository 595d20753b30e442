import type { LanguageGrammar } from '../adapter.js';
import { packageFile } from '../grammar.js';
import { v8Rejects } from '../javascript/grammar.js';
import type { SyntaxTree } from '../parser.js';
import { stripTypes } from './transpile.js';

/** What the parser needs of TypeScript (src/lang/grammars.ts). */
export const typescriptGrammar: LanguageGrammar = Object.freeze({
  id: 'typescript',
  grammarWasm: () => packageFile('tree-sitter-typescript', 'tree-sitter-typescript.wasm'),
  // what V8 rejects once the types are stripped (the typescript parser reports its own syntax errors)
  extraSyntaxErrors: (tree: SyntaxTree) => {
    const r = stripTypes(tree.rootNode.text);
    return 'error' in r || v8Rejects(r.code);
  },
});

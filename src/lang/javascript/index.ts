import { JS_OPERATORS } from '../../mutate/operators/javascript/index.js';
import type { LanguageAdapter } from '../adapter.js';
import { packageFile } from '../grammar.js';
import type { SyntaxTree } from '../parser.js';
import { jsSyntaxFacts, v8Rejects } from './syntax.js';

/** Strings, template text, regular expressions and comments: the engine never edits inside them. */
export const JS_OPAQUE: ReadonlySet<string> = new Set([
  'string',
  'string_fragment',
  'escape_sequence',
  'regex',
  'comment',
  'html_comment',
  'hash_bang_line',
]);

export const javascript: LanguageAdapter = Object.freeze({
  id: 'javascript',
  extension: '.js',
  grammarWasm: () => packageFile('tree-sitter-javascript', 'tree-sitter-javascript.wasm'),
  extraSyntaxErrors: (tree: SyntaxTree) => v8Rejects(tree.rootNode.text),
  opaqueNodeTypes: JS_OPAQUE,
  syntax: jsSyntaxFacts('javascript'),
  operators: JS_OPERATORS,
  runtime: 'node',
});

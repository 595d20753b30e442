import type { LanguageAdapter } from '../adapter.js';
import { javascriptGrammar } from './grammar.js';
import { jsSyntaxFacts } from './syntax.js';

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
  ...javascriptGrammar,
  extension: '.js',
  opaqueNodeTypes: JS_OPAQUE,
  syntax: jsSyntaxFacts('javascript'),
  runtime: 'node',
});

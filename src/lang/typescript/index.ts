import type { LanguageAdapter } from '../adapter.js';
import { JS_OPAQUE } from '../javascript/index.js';
import { jsSyntaxFacts } from '../javascript/syntax.js';
import { typescriptGrammar } from './grammar.js';
import { stripTypes, typescriptVersion } from './transpile.js';

/**
 * Type positions of tree-sitter-typescript: erased before the code runs, so the mutation engine never edits
 * inside them (a mutant there would run exactly as the reference does).
 */
const TYPE_NODES = [
  'type_annotation',
  'type_arguments',
  'type_parameters',
  'type_predicate_annotation',
  'asserts_annotation',
  'opting_type_annotation',
  'omitting_type_annotation',
  'adding_type_annotation',
  'interface_declaration',
  'type_alias_declaration',
  'ambient_declaration',
  'function_signature',
  'index_signature',
  'predefined_type',
  'type_identifier',
  'nested_type_identifier',
  'generic_type',
  'union_type',
  'intersection_type',
  'array_type',
  'tuple_type',
  'object_type',
  'function_type',
  'constructor_type',
  'literal_type',
  'conditional_type',
  'lookup_type',
  'index_type_query',
  'type_query',
  'parenthesized_type',
  'readonly_type',
  'template_literal_type',
  'infer_type',
  'existential_type',
];

let version: string | undefined;

export const typescript: LanguageAdapter = Object.freeze({
  ...typescriptGrammar,
  extension: '.ts',
  opaqueNodeTypes: new Set([...JS_OPAQUE, ...TYPE_NODES]),
  syntax: jsSyntaxFacts('typescript'),
  runtime: 'node',
  toRunnable: stripTypes,
  get transform(): string {
    version ??= `typescript ${typescriptVersion()}`;
    return version;
  },
});

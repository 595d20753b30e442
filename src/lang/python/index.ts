import type { LanguageAdapter } from '../adapter.js';
import { pythonGrammar } from './grammar.js';
import { callsName, definesFunction, hasSyntaxErrors, importedNames, moduleLevelNames } from './syntax.js';

export const python: LanguageAdapter = Object.freeze({
  ...pythonGrammar,
  extension: '.py',
  opaqueNodeTypes: new Set(['string', 'concatenated_string', 'comment']),
  syntax: Object.freeze({ hasSyntaxErrors, definesFunction, moduleLevelNames, callsName, importedNames }),
  runtime: 'python',
});

import type { LanguageId } from '../core/types.js';
import type { LanguageGrammar } from './adapter.js';
import { javascriptGrammar } from './javascript/grammar.js';
import { pythonGrammar } from './python/grammar.js';
import { typescriptGrammar } from './typescript/grammar.js';

/**
 * What the parser needs of each language (its grammar and the syntax errors tree-sitter lets through), apart from
 * the adapters in `languages` (src/lang/index.ts): the adapters' syntax facts parse code, so the parser cannot
 * import them without a cycle. Each adapter spreads its grammar; a new language adds its entry here too.
 */
export const GRAMMARS: Readonly<Record<LanguageId, LanguageGrammar>> = Object.freeze({
  python: pythonGrammar,
  javascript: javascriptGrammar,
  typescript: typescriptGrammar,
});

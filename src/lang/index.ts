import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { lookup } from '../core/registry.js';
import type { LanguageId } from '../core/types.js';

const require = createRequire(import.meta.url);

/**
 * A language adapter: what execret needs to know about one language. Parsing (tree-sitter grammar) is here;
 * running code lives with each language's runner under src/lang/<language>/.
 */
export interface LanguageAdapter {
  readonly id: LanguageId;
  /** absolute path of the tree-sitter grammar .wasm */
  grammarWasm(): string;
}

function packageFile(pkg: string, file: string): string {
  return join(dirname(require.resolve(`${pkg}/package.json`)), file);
}

export const languages: Readonly<Record<LanguageId, LanguageAdapter>> = Object.freeze({
  python: { id: 'python', grammarWasm: () => packageFile('tree-sitter-python', 'tree-sitter-python.wasm') },
  javascript: {
    id: 'javascript',
    grammarWasm: () => packageFile('tree-sitter-javascript', 'tree-sitter-javascript.wasm'),
  },
});

export function getLanguage(id: string): LanguageAdapter {
  return lookup('language', languages, id);
}

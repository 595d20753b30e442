import { lookup } from '../core/registry.js';
import type { LanguageId } from '../core/types.js';
import type { LanguageAdapter } from './adapter.js';
import { javascript } from './javascript/index.js';
import { python } from './python/index.js';
import { typescript } from './typescript/index.js';

export type { LanguageAdapter, RuntimeId, Runnable, SyntaxFacts } from './adapter.js';

/** Every language execret builds and runs tasks in: one adapter each (src/lang/<language>/). */
export const languages: Readonly<Record<LanguageId, LanguageAdapter>> = Object.freeze({
  python,
  javascript,
  typescript,
});

/** The language ids, in table order (task files, releases and `--help` list them so). */
export const LANGUAGE_IDS: readonly LanguageId[] = Object.freeze(Object.keys(languages) as LanguageId[]);

/** The adapter of a language (throws E_UNKNOWN with a did-you-mean for an unknown one). */
export function getLanguage(id: string): LanguageAdapter {
  return lookup('language', languages, id);
}

import type { LanguageId } from '../../core/types.js';
import type { AmplifyLanguage } from '../types.js';
import { python } from './python.js';

/**
 * The languages amplify can write tests for: literal rendering, call parsing and the in-sandbox kit of each.
 * JavaScript joins with one file and one line here.
 */
export const amplifiers: Readonly<Partial<Record<LanguageId, AmplifyLanguage>>> = Object.freeze({ python });

/** The amplifier of a language, or null when there is none yet (its tasks pass through unchanged). */
export function lookupOptional(language: LanguageId): AmplifyLanguage | null {
  return Object.prototype.hasOwnProperty.call(amplifiers, language) ? (amplifiers[language] ?? null) : null;
}

/**
 * The prompts are template files under assets/prompts/ (version 1), which a user can read and override: with
 * `--prompts DIR`, each file of the same name in DIR replaces the bundled one. `{name}` placeholders are filled
 * in; any other text is sent as written. Each template's sha256 goes into the generated task's `provenance` (and
 * so into the release manifest) and into the cache key, so an edited prompt never serves an old answer.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inputError } from '../core/errors.js';
import { sha256 } from '../core/hash.js';
import { PACKAGE_ROOT } from '../core/version.js';

export const PROMPTS_VERSION = 1;
export const BUNDLED_PROMPTS_DIR = join(PACKAGE_ROOT, 'assets', 'prompts');

export const PROMPT_NAMES = Object.freeze([
  'registry.system',
  'registry.user',
  'task.system',
  'task.user',
  'task.repair',
  'free-form.system',
  'free-form.user',
] as const);
export type PromptName = (typeof PROMPT_NAMES)[number];

export interface Prompts {
  text: Readonly<Record<PromptName, string>>;
  sha256: Readonly<Record<PromptName, string>>;
  /** where each came from: `bundled` or the override's path */
  from: Readonly<Record<PromptName, string>>;
}

export function loadPrompts(dir?: string): Prompts {
  if (dir !== undefined && !existsSync(dir))
    throw inputError(
      'prompts folder not found',
      { file: dir },
      `it holds files named ${PROMPT_NAMES.map((n) => `${n}.txt`).join(', ')}`,
    );
  const text = {} as Record<PromptName, string>;
  const hash = {} as Record<PromptName, string>;
  const from = {} as Record<PromptName, string>;
  for (const name of PROMPT_NAMES) {
    const own = dir !== undefined ? join(dir, `${name}.txt`) : undefined;
    const path = own && existsSync(own) ? own : join(BUNDLED_PROMPTS_DIR, `${name}.txt`);
    text[name] = readFileSync(path, 'utf8');
    hash[name] = sha256(text[name]);
    from[name] = path === own ? own : 'bundled';
  }
  return { text: Object.freeze(text), sha256: Object.freeze(hash), from: Object.freeze(from) };
}

/** Fill `{name}` placeholders; an unknown placeholder stays as written. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) =>
    Object.prototype.hasOwnProperty.call(values, k) ? values[k] : m,
  );
}

/** The sha256 of the named prompts, for provenance and cache keys. */
export function promptHashes(p: Prompts, names: readonly PromptName[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, p.sha256[n]]));
}

import { usageError } from '../core/errors.js';
import { didYouMean } from '../core/suggest.js';
import type { RetrieverOptions } from './types.js';

/** Options a retriever spec names must be ones the retriever knows (extra CLI options are not checked here). */
export function checkOptions(name: string, options: RetrieverOptions, known: readonly string[]): void {
  for (const key of Object.keys(options)) {
    if (known.includes(key)) continue;
    const near = didYouMean(key, known);
    throw usageError(
      `retriever ${name}: unknown option "${key}"${near ? ` (did you mean "${near}"?)` : ''}`,
      `known options: ${known.join(', ') || '(none)'}`,
    );
  }
}

export function floatOption(
  name: string,
  options: RetrieverOptions,
  key: string,
  fallback: number,
  min = -Infinity,
  max = Infinity,
): number {
  const raw = options[key];
  if (raw === undefined) return fallback;
  const v = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(v) || v < min || v > max) {
    throw usageError(`retriever ${name}: option ${key}: expected a number in [${min}, ${max}], got "${raw}"`);
  }
  return v;
}

export function intOption(
  name: string,
  options: RetrieverOptions,
  key: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const v = floatOption(name, options, key, fallback, min, max);
  if (!Number.isInteger(v)) {
    throw usageError(`retriever ${name}: option ${key}: expected an integer, got "${options[key]}"`);
  }
  return v;
}

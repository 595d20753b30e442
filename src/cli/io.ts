/** Helpers shared by command files: parsing numeric options, printing the one JSON document. */
import { usageError } from '../core/errors.js';

export function intOption(name: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return (raw: string): number => {
    const v = Number(raw);
    if (!Number.isInteger(v) || v < min || v > max) {
      throw usageError(`option ${name}: expected an integer in [${min}, ${max}], got "${raw}"`);
    }
    return v;
  };
}

export function numberOption(name: string, min: number, max = Number.POSITIVE_INFINITY) {
  return (raw: string): number => {
    const v = Number(raw);
    if (!Number.isFinite(v) || v < min || v > max) {
      throw usageError(`option ${name}: expected a number in [${min}, ${max}], got "${raw}"`);
    }
    return v;
  };
}

export function printJson(doc: unknown): void {
  process.stdout.write(JSON.stringify(doc, null, 2) + '\n');
}

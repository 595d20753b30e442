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

/** `-O key=value`, repeatable, collected into one record (later keys win). */
export function keyValueOption(name: string) {
  return (raw: string, prev: Record<string, string>): Record<string, string> => {
    const eq = raw.indexOf('=');
    if (eq <= 0) throw usageError(`option ${name}: expected KEY=VALUE, got "${raw}"`);
    return { ...prev, [raw.slice(0, eq)]: raw.slice(eq + 1) };
  };
}

export function printJson(doc: unknown): void {
  process.stdout.write(JSON.stringify(doc, null, 2) + '\n');
}

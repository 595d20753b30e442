import { inputError, type ErrorLocation } from './errors.js';

/**
 * Field checks for the readers of execret's formats. Each names the file, line and field of a bad value (exit
 * 2). `at.field`, when set, is the path of the object being read, and the key is appended to it
 * (`systems[0]` + `name` -> `systems[0].name`).
 */
export type Record_ = Record<string, unknown>;

/** The location of `key` inside the object at `at` (`systems[0]` + `name` -> `systems[0].name`). */
export function within(at: ErrorLocation, key: string): ErrorLocation {
  return { ...at, field: at.field ? `${at.field}.${key}` : key };
}

function shown(v: unknown): string {
  return v === undefined ? 'missing' : `got ${JSON.stringify(v)}`.slice(0, 80);
}

export function asObject(value: unknown, at: ErrorLocation): Record_ {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw inputError('expected a JSON object', at);
  return value as Record_;
}

export function objectField(o: Record_, key: string, at: ErrorLocation): Record_ {
  const v = o[key];
  if (!v || typeof v !== 'object' || Array.isArray(v))
    throw inputError(v === undefined ? 'missing' : `expected an object, ${shown(v)}`, within(at, key));
  return v as Record_;
}

export function stringField(o: Record_, key: string, at: ErrorLocation, allowEmpty = false): string {
  const v = o[key];
  if (typeof v !== 'string')
    throw inputError(v === undefined ? 'missing' : `expected a string, ${shown(v)}`, within(at, key));
  if (!allowEmpty && v.trim() === '') throw inputError('must not be empty', within(at, key));
  return v;
}

export function numberField(o: Record_, key: string, at: ErrorLocation): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isFinite(v))
    throw inputError(v === undefined ? 'missing' : `expected a finite number, ${shown(v)}`, within(at, key));
  return v;
}

export function integerField(o: Record_, key: string, at: ErrorLocation, min = 0): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min)
    throw inputError(
      v === undefined ? 'missing' : `expected an integer >= ${min}, ${shown(v)}`,
      within(at, key),
    );
  return v;
}

export function arrayField(o: Record_, key: string, at: ErrorLocation): unknown[] {
  const v = o[key];
  if (!Array.isArray(v))
    throw inputError(v === undefined ? 'missing' : `expected an array, ${shown(v)}`, within(at, key));
  return v;
}

/** One of a fixed set of strings, e.g. a status or kind; the error lists the choices. */
export function enumField<T extends string>(
  o: Record_,
  key: string,
  choices: readonly T[],
  at: ErrorLocation,
): T {
  const v = stringField(o, key, at);
  if (!(choices as readonly string[]).includes(v))
    throw inputError(`expected one of ${choices.join(', ')}, got "${v}"`, within(at, key));
  return v as T;
}

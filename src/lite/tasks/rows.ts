import { inputError } from '../../core/errors.js';
import { byCodeUnit } from '../../core/order.js';

/** Field readers for task rows: each names the file, line and field of a bad value. */
export interface RowAt {
  file: string;
  line: number;
  value: unknown;
}

function obj(r: RowAt): Record<string, unknown> {
  if (typeof r.value !== 'object' || r.value === null || Array.isArray(r.value))
    throw inputError('expected a JSON object', { file: r.file, line: r.line });
  return r.value as Record<string, unknown>;
}

export function str(r: RowAt, field: string): string {
  const v = obj(r)[field];
  if (typeof v !== 'string') throw inputError('expected a string', { file: r.file, line: r.line, field });
  return v;
}

export function num(r: RowAt, field: string): number {
  const v = obj(r)[field];
  if (typeof v !== 'number' || !Number.isFinite(v))
    throw inputError('expected a number', { file: r.file, line: r.line, field });
  return v;
}

export function strList(r: RowAt, field: string, min = 1): string[] {
  const v = obj(r)[field];
  if (!Array.isArray(v) || v.length < min || !v.every((x) => typeof x === 'string'))
    throw inputError(`expected an array of at least ${min} string(s)`, { file: r.file, line: r.line, field });
  return v as string[];
}

export function numList(r: RowAt, field: string, length: number): number[] {
  const v = obj(r)[field];
  if (
    !Array.isArray(v) ||
    v.length !== length ||
    !v.every((x) => typeof x === 'number' && Number.isFinite(x))
  )
    throw inputError(`expected an array of ${length} number(s)`, { file: r.file, line: r.line, field });
  return v as number[];
}

/** A class label: a string or an integer (mteb's label column). */
export function label(r: RowAt, field = 'label'): string | number {
  const v = obj(r)[field];
  if (typeof v === 'string' || (typeof v === 'number' && Number.isInteger(v))) return v;
  throw inputError('expected a string or an integer label', { file: r.file, line: r.line, field });
}

/** The row's id: its "id" (or "_id") field when present, else its 0-based index in the file. */
export function rowId(r: RowAt, index: number): string {
  const o = obj(r);
  const v = o.id ?? o._id;
  if (v === undefined) return String(index);
  if (typeof v !== 'string' && typeof v !== 'number')
    throw inputError('expected a string id', { file: r.file, line: r.line, field: 'id' });
  return String(v);
}

/** The rows of one file of a RowsByFile, with the file name attached. */
export function rowsOf(
  files: Readonly<Record<string, { file: string; rows: { line: number; value: unknown }[] }>>,
  name: string,
): RowAt[] {
  const f = files[name];
  if (!f) throw inputError(`missing ${name}`, { file: name });
  return f.rows.map((r) => ({ file: f.file, line: r.line, value: r.value }));
}

/** Distinct ids, or an error naming the second occurrence. */
export function checkUnique(ids: readonly string[], rows: readonly RowAt[]): void {
  const seen = new Map<string, number>();
  ids.forEach((id, i) => {
    if (seen.has(id))
      throw inputError(`id "${id}" appears twice (first on line ${seen.get(id)})`, {
        file: rows[i].file,
        line: rows[i].line,
        field: 'id',
      });
    seen.set(id, rows[i].line);
  });
}

/** Class labels in numpy's np.unique order: numbers ascending, or strings by code point; not mixed. */
export function sortLabels(labels: Iterable<string | number>, file: string): (string | number)[] {
  const u = [...new Set(labels)];
  const nums = u.filter((x) => typeof x === 'number').length;
  if (nums > 0 && nums < u.length)
    throw inputError('labels mix numbers and strings', { file, field: 'label' });
  return nums > 0 ? (u as number[]).sort((a, b) => a - b) : (u as string[]).sort(byCodeUnit);
}

/** The evaluation split's file of a task: `<split>.jsonl`. */
export const splitFile = (meta: { split: string }): string[] => [`${meta.split}.jsonl`];

/** The rows of the evaluation split and their item ids (distinct). */
export function splitRows(
  files: Parameters<typeof rowsOf>[0],
  meta: { split: string },
): { rows: RowAt[]; ids: string[] } {
  const rows = rowsOf(files, `${meta.split}.jsonl`);
  const ids = rows.map(rowId);
  checkUnique(ids, rows);
  return { rows, ids };
}

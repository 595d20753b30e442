import { ExecretError } from '../core/errors.js';
import type { Edit } from '../core/types.js';

/**
 * Apply edits to code. Offsets index the original `code`; edits must not overlap (they may be given in any
 * order). Each edit's `original`, when present, must equal the text it replaces.
 */
export function applyEdits(
  code: string,
  edits: readonly Pick<Edit, 'start' | 'end' | 'replacement'>[],
): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let pos = 0;
  for (const e of sorted) {
    if (e.start < pos || e.end < e.start || e.end > code.length) {
      throw new ExecretError('E_INPUT', `edits overlap or fall outside the code: [${e.start}, ${e.end})`);
    }
    const original = (e as Partial<Edit>).original;
    if (original !== undefined && code.slice(e.start, e.end) !== original) {
      throw new ExecretError('E_INPUT', `edit [${e.start}, ${e.end}) does not match its original text`);
    }
    out += code.slice(pos, e.start) + e.replacement;
    pos = e.end;
  }
  return out + code.slice(pos);
}

import { ExecretError } from '../core/errors.js';
import type { Edit } from '../core/types.js';

/** An edit to apply: an `Edit` (src/core/types.ts) or just its offsets and replacement. */
export type EditLike = Pick<Edit, 'start' | 'end' | 'replacement'> & Partial<Pick<Edit, 'original' | 'line'>>;

/**
 * Apply edits to code. Offsets index the original `code`; edits must not overlap (they may be given in any
 * order). Each edit's `original`, when present, must equal the text it replaces.
 */
export function applyEdits(code: string, edits: readonly EditLike[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let pos = 0;
  for (const e of sorted) {
    if (e.start < pos || e.end < e.start || e.end > code.length) {
      throw new ExecretError('E_INPUT', `edits overlap or fall outside the code: [${e.start}, ${e.end})`);
    }
    const original = e.original;
    if (original !== undefined && code.slice(e.start, e.end) !== original) {
      throw new ExecretError('E_INPUT', `edit [${e.start}, ${e.end}) does not match its original text`);
    }
    out += code.slice(pos, e.start) + e.replacement;
    pos = e.end;
  }
  return out + code.slice(pos);
}

/** A span of the source: a syntax node of any grammar. */
interface Span {
  readonly text: string;
  readonly startIndex: number;
  readonly endIndex: number;
}

/**
 * swap_arguments on a list (a call's plain arguments, in any language): each two adjacent items trade places,
 * what lies between them (the comma and its spaces) kept; two items of the same text are no swap.
 */
export function* swapAdjacent(items: readonly Span[], source: string): Generator<EditLike> {
  for (let i = 0; i + 1 < items.length; i++) {
    const [a, b] = [items[i], items[i + 1]];
    if (a.text === b.text) continue;
    yield {
      start: a.startIndex,
      end: b.endIndex,
      replacement: b.text + source.slice(a.endIndex, b.startIndex) + a.text,
    };
  }
}

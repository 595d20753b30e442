/**
 * Scanning Python-ish text written in prose (a docstring's examples): balanced brackets, string literals, values
 * that end where a sentence goes on, top-level splits and names that nothing binds. Lines, not syntax trees: the
 * text around an example is English, which no grammar parses.
 */

export const CLOSE: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** The index of the quote that ends the string starting at `i`, or -1. */
export function skipString(text: string, i: number): number {
  const q = text[i];
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === q) return j;
    else if (text[j] === '\n') return -1;
  }
  return -1;
}

/**
 * The index of the bracket that closes the one at `open` (quotes respected), or -1. Prose is scanned line by line
 * (a newline ends the search, so many unclosed brackets cost linear time); a doctest source may span lines.
 */
export function balancedEnd(text: string, open: number, acrossLines = false): number {
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      i = skipString(text, i);
      if (i < 0) return -1;
    } else if (c in CLOSE) stack.push(CLOSE[c]);
    else if (c === ')' || c === ']' || c === '}') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i;
    } else if (c === '\n' && (!acrossLines || stack.length === 0)) return -1;
  }
  return -1;
}

/**
 * Walks the text outside string literals, keeping the bracket depth, and calls `visit(i, c)` for every character at
 * depth 0 (outside brackets) until it returns true. Returns the depth at the end (0 at an unterminated string).
 */
function walk(text: string, visit?: (i: number, c: string) => boolean | void): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const end = skipString(text, i);
      if (end < 0) return 0;
      i = end;
    } else if (c in CLOSE) depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (depth === 0 && visit?.(i, c)) return depth;
  }
  return depth;
}

/** True when the text opens more brackets than it closes (strings skipped). */
export function unbalanced(text: string): boolean {
  return walk(text) > 0;
}

/**
 * An expected value: from `start`, a run of balanced text that ends at the end of the line, at `;`, at a `#`
 * comment, at a `,` or `.` that ends a sentence, at " and " / " or " / " but ", at a bracketed remark after a
 * finished value (a string, number, bracket or constant), or at a closing bracket it did not open.
 */
export function readValue(text: string, start: number): string | null {
  const stack: string[] = [];
  let i = start;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const end = skipString(text, i);
      if (end < 0) return null;
      i = end;
      continue;
    }
    // a remark in brackets after a finished value: `'No' (the name must start with a letter)`, `[1, 2] (sorted)`
    if (
      c === '(' &&
      stack.length === 0 &&
      /(["'\d)\]}]|\b(?:True|False|None))\s+$/.test(text.slice(start, i))
    )
      break;
    if (c in CLOSE) {
      stack.push(CLOSE[c]);
      continue;
    }
    if (c === ')' || c === ']' || c === '}') {
      if (stack.length === 0) break;
      if (stack.pop() !== c) return null;
      continue;
    }
    if (stack.length) continue;
    if (c === '\n' || c === ';' || c === '#') break;
    if (endsSentence(text, i)) break;
    if (/^\s+(and|or|but|while|whereas)\s/.test(text.slice(i, i + 10))) break;
  }
  if (stack.length) return null;
  const value = stripTicks(text.slice(start, i).trim());
  return value === '' ? null : value;
}

/** A `,` or `.` followed by a space or the end, and not a decimal point. */
function endsSentence(text: string, i: number): boolean {
  const c = text[i];
  if (c !== ',' && c !== '.') return false;
  if (!/^(\s|$)/.test(text.slice(i + 1, i + 2))) return false;
  return !(c === '.' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? ''));
}

/** The text split at top-level occurrences of the given characters (outside strings and brackets), trimmed. */
export function splitTopLevel(text: string, separators: string): string[] {
  const parts: string[] = [];
  let from = 0;
  walk(text, (i, c) => {
    if (separators.includes(c)) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  });
  parts.push(text.slice(from));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/**
 * The last link of a worked chain, `1 + 9 + 0 = 10` -> `10`: the text after the last top-level `=` that is not
 * part of `==`, `<=`, `>=` or `!=`. Text without such an `=` is returned as it is.
 */
export function lastOfChain(text: string): string {
  let at = -1;
  walk(text, (i, c) => {
    if (c === '=' && !/[=<>!]/.test(text[i - 1] ?? '') && text[i + 1] !== '=') at = i;
  });
  return at < 0 ? text : text.slice(at + 1).trim();
}

const BOUND = new Set([
  'True',
  'False',
  'None',
  'and',
  'or',
  'not',
  'in',
  'is',
  'if',
  'else',
  'for',
  'lambda',
]);

/**
 * Names in the text that nothing binds: an identifier outside strings that is not a keyword or constant, not
 * called (`float(`), not a keyword argument (`key=`), not a module or type whose attribute is read
 * (`bytes.fromhex`), not an attribute (`.real`), not a string prefix (`b"..."`) and not bound by a comprehension or
 * a lambda in the text. `f(n)` or `is_happy(abc)` in a docstring describes a call; it cannot be run.
 */
export function freeNames(text: string): string[] {
  const bound = new Set(BOUND);
  for (const m of blankStrings(text).matchAll(/\b(?:for|lambda)\b([^:\n]*?)(?:\bin\b|:)/g)) {
    for (const name of m[1].match(/[A-Za-z_]\w*/g) ?? []) bound.add(name);
  }
  const names: string[] = [];
  const token = /\d[\w.]*|[A-Za-z_]\w*/y;
  wordsOutsideStrings(text, (i) => {
    token.lastIndex = i;
    const m = token.exec(text);
    if (!m) return i;
    const name = m[0];
    const after = text.slice(i + name.length);
    const free =
      !/^\d/.test(name) &&
      !bound.has(name) &&
      text[i - 1] !== '.' &&
      !/^\s*[(.]/.test(after) &&
      !/^\s*=(?!=)/.test(after) &&
      !(/^[bBrRuUfF]{1,2}$/.test(name) && /^["']/.test(after));
    if (free) names.push(name);
    return i + name.length - 1;
  });
  return names;
}

/** The text with the inside of every string literal blanked (same length), so patterns see only code. */
function blankStrings(text: string): string {
  const out = [...text];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '"' && text[i] !== "'") continue;
    const end = skipString(text, i);
    if (end < 0) break;
    for (let k = i + 1; k < end; k++) out[k] = ' ';
    i = end;
  }
  return out.join('');
}

/** Visits the start of every word outside string literals, at any bracket depth; `visit` returns where it ended. */
function wordsOutsideStrings(text: string, visit: (i: number) => number): void {
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const end = skipString(text, i);
      if (end < 0) return;
      i = end;
    } else if (/[\w]/.test(c) && !/\w/.test(text[i - 1] ?? '')) i = visit(i);
  }
}

export function stripTicks(s: string): string {
  const t = s.trim();
  return /^`[^`]*`$/.test(t) ? t.slice(1, -1).trim() : t.replace(/^`|`$/g, '');
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

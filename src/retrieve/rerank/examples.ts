/**
 * Input/output examples written in a query's text, the way task descriptions and docstrings give them:
 *
 *   >>> f(2)            doctest: the call, then its printed result on the next line(s)
 *   4
 *   f(2) == 4           inline, also `f(2) -> 4`, `f(2) => 4`, `f(2) ➞ 4`, `f(2) returns 4`, `f(2) should return 4`
 *
 * Only calls of the query's function count (its entry point). Nothing else of the task is read: the tests are
 * never seen. An example whose expected value is an exception (a doctest traceback) is skipped.
 */

export interface Example {
  /** the call, as written: `f(2, [1, 3])` */
  call: string;
  /** the expected result, as written: a Python literal or expression, or a doctest's printed output */
  expected: string;
  /** where it came from */
  form: 'doctest' | 'inline';
}

const INLINE_SEPARATORS = /^\s*(==|->|=>|➞|→|should\s+return|returns|gives)\s*/;

/** Every example of `entryPoint` in the text, in order of appearance, without duplicates. */
export function parseExamples(text: string, entryPoint: string): Example[] {
  const out: Example[] = [];
  const seen = new Set<string>();
  const add = (e: Example) => {
    const key = `${e.call}\u0000${e.expected}`;
    if (!seen.has(key) && e.expected !== '' && !/^Traceback\b/.test(e.expected)) {
      seen.add(key);
      out.push(e);
    }
  };
  const consumed = doctests(text, entryPoint, add);
  inline(consumed, entryPoint, add);
  return out;
}

/** Doctest examples; returns the text with the doctest lines blanked, so they are not read again as inline ones. */
function doctests(text: string, entryPoint: string, add: (e: Example) => void): string {
  const lines = text.split('\n');
  const keep = lines.slice();
  for (let i = 0; i < lines.length; i++) {
    const m = /^\s*>>>\s?(.*)$/.exec(lines[i]);
    if (!m) continue;
    keep[i] = '';
    let source = m[1];
    let j = i + 1;
    for (; j < lines.length && /^\s*\.\.\.(\s|$)/.test(lines[j]); j++) {
      source += '\n' + lines[j].replace(/^\s*\.\.\.\s?/, '');
      keep[j] = '';
    }
    // The output is the next line, and the lines after it while its brackets are still open (a long repr);
    // prose that follows an example without a blank line is not output.
    const output: string[] = [];
    for (; j < lines.length && lines[j].trim() !== '' && !/^\s*>>>/.test(lines[j]); j++) {
      if (/^\s*("""|''')\s*$/.test(lines[j])) break;
      if (output.length && !unbalanced(output.join('\n'))) break;
      output.push(lines[j].trim());
      keep[j] = '';
    }
    if (callsFunction(source, entryPoint) && output.length) {
      add({ call: source.trim(), expected: output.join('\n'), form: 'doctest' });
    }
    i = j - 1;
  }
  return keep.join('\n');
}

/** True when the text opens more brackets than it closes (strings skipped). */
function unbalanced(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const end = skipString(text, i);
      if (end < 0) return false;
      i = end;
    } else if (c in CLOSE) depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
  }
  return depth > 0;
}

function callsFunction(source: string, name: string): boolean {
  return new RegExp(`(^|[^\\w.])${escape(name)}\\s*\\(`).test(source);
}

/** `f(x) == y` and the other inline forms: a balanced call of the function, a separator, a balanced value. */
function inline(text: string, entryPoint: string, add: (e: Example) => void): void {
  const start = new RegExp(`(^|[^\\w.])(${escape(entryPoint)})\\s*\\(`, 'g');
  for (let m = start.exec(text); m; m = start.exec(text)) {
    const at = m.index + m[1].length;
    const open = text.indexOf('(', at);
    const close = balancedEnd(text, open);
    if (close < 0) continue;
    const sep = INLINE_SEPARATORS.exec(text.slice(close + 1));
    if (!sep) continue;
    const valueStart = close + 1 + sep[0].length;
    const value = readValue(text, valueStart);
    if (value) add({ call: stripTicks(text.slice(at, close + 1)), expected: value, form: 'inline' });
    start.lastIndex = Math.max(start.lastIndex, valueStart);
  }
}

const CLOSE: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** The index of the bracket that closes the one at `open` (quotes respected), or -1. */
function balancedEnd(text: string, open: number): number {
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
    } else if (c === '\n' && stack.length === 0) return -1;
  }
  return -1;
}

/** The index of the quote that ends the string starting at `i`, or -1. */
function skipString(text: string, i: number): number {
  const q = text[i];
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === q) return j;
    else if (text[j] === '\n') return -1;
  }
  return -1;
}

/**
 * An expected value: from `start`, a run of balanced text that ends at the end of the line, at `;`, at a `,` or
 * `.` that ends a sentence, at " and " / " or " / " but ", or at a closing bracket it did not open.
 */
function readValue(text: string, start: number): string | null {
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
    if (c === '\n' || c === ';') break;
    if (
      (c === ',' || c === '.') &&
      /^(\s|$)/.test(text.slice(i + 1, i + 2)) &&
      !(c === '.' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? ''))
    )
      break;
    if (/^\s+(and|or|but|while|whereas)\s/.test(text.slice(i, i + 10))) break;
  }
  if (stack.length) return null;
  const value = stripTicks(text.slice(start, i).trim());
  return value === '' ? null : value;
}

function stripTicks(s: string): string {
  const t = s.trim();
  return /^`[^`]*`$/.test(t) ? t.slice(1, -1).trim() : t.replace(/^`|`$/g, '');
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The Python helper every example test calls: the call's result equals the expected value (floats within 1e-6
 * relative), or its repr is the expected text (doctest's rule, for outputs that are not expressions). It names
 * nothing the oracle's sharing screen refuses (no eval, no private names), so example suites share forked
 * processes like any other.
 */
export const PYTHON_EXAMPLE_HELPER = `
def execret_example(call, want, want_text):
    got = call()
    if want is not None:
        want = want()
        try:
            if got == want:
                return True
        except Exception:
            pass
        if isinstance(got, float) or isinstance(want, float):
            try:
                return abs(got - want) <= 1e-6 * max(1.0, abs(want))
            except Exception:
                return False
    return repr(got) == want_text or (want is None and str(got) == want_text)
`;

/**
 * One assert statement per example, for a suite whose setup is PYTHON_EXAMPLE_HELPER. `isExpression` tells
 * whether the expected text parses as a Python expression; if not, only its text is compared with the repr.
 */
export function pythonExampleTest(e: Example, isExpression: boolean): string {
  const want = isExpression ? `lambda: (${e.expected})` : 'None';
  return `assert execret_example(lambda: (${e.call}), ${want}, ${JSON.stringify(e.expected)})`;
}

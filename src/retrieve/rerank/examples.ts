/**
 * Input/output examples written in a query's text, the way task descriptions and docstrings give them:
 *
 *   >>> f(2)            doctest: the call, then its printed result on the next line(s)
 *   4
 *   f(2) == 4           inline, also `f(2) -> 4`, `f(2) => 4`, `f(2) ==> 4`, `f(2) = 4`, `f(2) ➞ 4`,
 *                       `f(2) returns 4`, `f(2) should return 4`, `f(2)  # => 4`, and `>>> f(2) == 4` with no output
 *   Input: x = 2        described: the inputs, then the output (also `For x = 2 the output should be 4`)
 *   Output: 4
 *
 * Only calls of the query's function count (its entry point). Nothing else of the task is read: the tests are
 * never seen. An example whose expected value is an exception (a doctest traceback) is skipped, and so is one that
 * cannot be run (see runnable). The forms are those HumanEval's docstrings use.
 */
import {
  balancedEnd,
  escapeRegExp,
  freeNames,
  lastOfChain,
  readValue,
  splitTopLevel,
  stripTicks,
  unbalanced,
} from './python-text.js';

export interface Example {
  /** the call, as written: `f(2, [1, 3])`; for a described example, built from its inputs: `f(3)` */
  call: string;
  /** the expected result, as written: a Python literal or expression, or a doctest's printed output */
  expected: string;
  /** where it came from */
  form: 'doctest' | 'inline' | 'described';
}

const INLINE_SEPARATORS = /^[ \t]*(?:#[ \t]*)?(==>|-+>|==|=>|➞|→|=(?!=)|should\s+return|returns|gives)[ \t]*/;

/** Every example of `entryPoint` in the text, in order of appearance, without duplicates. */
export function parseExamples(text: string, entryPoint: string): Example[] {
  const out: Example[] = [];
  const seen = new Set<string>();
  const add = (e: Example) => {
    const example = runnable(e, entryPoint);
    if (!example) return;
    const key = `${example.call}\u0000${example.expected}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(example);
    }
  };
  const consumed = doctests(text.replace(/\r\n?/g, '\n'), entryPoint, add);
  inline(consumed, entryPoint, add);
  described(consumed, entryPoint, add);
  return out;
}

/**
 * The example as it can be run, or null. Written examples are prose: an expected value `true` is Python's
 * `True`, a worked chain `1 + 9 = 10` expects its last link, and a call on names nothing binds (`f(n)`, a
 * definition, or `is_happy(abc)`) or an expected value that calls the function again (a recurrence) cannot be run.
 */
function runnable(e: Example, entryPoint: string): Example | null {
  let expected = e.expected;
  if (expected === '' || /^Traceback\b/.test(expected)) return null;
  if (e.form !== 'doctest') {
    expected = lastOfChain(expected);
    expected =
      { true: 'True', false: 'False', null: 'None', none: 'None' }[expected.toLowerCase()] ?? expected;
  }
  if (expected === '' || freeNames(e.call).some((n) => n !== entryPoint)) return null;
  if (e.form !== 'doctest' && callsFunction(expected, entryPoint)) return null;
  return { ...e, expected };
}

/** Doctest examples; returns the text with the doctest lines blanked, so they are not read again as inline ones. */
function doctests(text: string, entryPoint: string, add: (e: Example) => void): string {
  const lines = text.split('\n');
  const keep = lines.slice();
  for (let i = 0; i < lines.length; i++) {
    const m = /^\s*>>>\s?(.*)$/.exec(lines[i]);
    if (!m) continue;
    const first = i;
    let source = m[1];
    let j = i + 1;
    for (; j < lines.length && /^\s*\.\.\.(\s|$)/.test(lines[j]); j++) {
      source += '\n' + lines[j].replace(/^\s*\.\.\.\s?/, '');
      keep[j] = '';
    }
    // `>>> f(x) == y`: an inline example written after a prompt. With no output or `True` after it, it is left for
    // inline() to read; with another output (`False`) it says the opposite, and is dropped.
    if (/^\s*==(?!>)/.test(afterCall(source, entryPoint))) {
      const next = (lines[j] ?? '').trim();
      if (next === 'True') keep[j] = '';
      else if (next !== '' && !next.startsWith('>>>') && !/^("""|''')$/.test(next)) keep[first] = '';
      i = j - 1;
      continue;
    }
    keep[first] = '';
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
      add({ call: unprinted(source.trim()), expected: output.join('\n'), form: 'doctest' });
    }
    i = j - 1;
  }
  return keep.join('\n');
}

/**
 * `print(f(x))` shows `str` of the result, not its repr: the call is `f(x)`, and an output that is not an
 * expression (`abc`) is compared with `str` of the result (PYTHON_EXAMPLE_HELPER).
 */
function unprinted(source: string): string {
  if (!source.startsWith('print(') || balancedEnd(source, 5, true) !== source.length - 1) return source;
  return source.slice(6, -1).trim();
}

/** The text after the first balanced call of the function in `source`, or '' when there is none. */
function afterCall(source: string, name: string): string {
  const m = new RegExp(`(^|[^\\w.])${escapeRegExp(name)}\\s*\\(`).exec(source);
  if (!m) return '';
  const close = balancedEnd(source, source.indexOf('(', m.index + m[1].length), true);
  return close < 0 ? '' : source.slice(close + 1);
}

function callsFunction(source: string, name: string): boolean {
  return new RegExp(`(^|[^\\w.])${escapeRegExp(name)}\\s*\\(`).test(source);
}

/**
 * `f(x) == y` and the other inline forms: a balanced call of the function, a separator (`==`, `->`, `=>`, `==>`,
 * `=`, `➞`, `returns` ..., also after a `#`), a balanced value.
 */
function inline(text: string, entryPoint: string, add: (e: Example) => void): void {
  const start = new RegExp(`(^|[^\\w.])(${escapeRegExp(entryPoint)})\\s*\\(`, 'g');
  const found: (Example & { sep: string })[] = [];
  for (let m = start.exec(text); m; m = start.exec(text)) {
    const at = m.index + m[1].length;
    const open = text.indexOf('(', at);
    const close = balancedEnd(text, open);
    if (close < 0) continue;
    const sep = INLINE_SEPARATORS.exec(text.slice(close + 1));
    if (!sep) continue;
    const valueStart = close + 1 + sep[0].length;
    const value = readValue(text, valueStart);
    const call = stripTicks(text.slice(at, close + 1));
    if (value) found.push({ call, expected: value, form: 'inline', sep: sep[1] });
    start.lastIndex = Math.max(start.lastIndex, valueStart);
  }
  // A text that defines the function with `=` (`tri(n) = 1 + n / 2`) writes the values of a sequence with `=`
  // too (`tri(4) = 3`), not results of the function: its `=` lines are not examples.
  const defines = found.some((e) => e.sep === '=' && freeNames(e.call).some((n) => n !== entryPoint));
  for (const { sep, ...e } of found) if (!(defines && sep === '=')) add(e);
}

const INPUT_LINE = /^\s*(?:[-*]\s*)?Inputs?\s*:\s*(.*)$/i;
const OUTPUT_LINE = /^\s*(?:[-*]\s*)?Output\s*:\s*/i;
const FOR_LINE =
  /^\s*(?:[-*]\s*)?For\s+(.+?),?\s+the\s+(?:output|result|answer|return(?:ed)?\s+value)\s+(?:should\s+be|will\s+be|is)\s+/i;

/**
 * Examples that describe the inputs instead of writing the call, as task descriptions of the LeetCode kind do:
 *
 *   Input: arr = [1, 2], k = 3        (or the inputs on the lines below, one `name : value` a line)
 *   Output: 6
 *
 *   For lst = [1, 2, 3] the output should be 14
 *
 * The inputs become positional arguments in the order written; a name is only a label. A description whose inputs
 * are not all values (prose, names nothing binds) gives no example.
 */
function described(text: string, entryPoint: string, add: (e: Example) => void): void {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const input = INPUT_LINE.exec(lines[i]);
    const forLine = input ? null : FOR_LINE.exec(lines[i]);
    let inputs: string | undefined;
    let expected: string | null = null;
    if (input) {
      const parts = [input[1]];
      let j = i + 1;
      for (; j < lines.length && j <= i + 8 && lines[j].trim() !== '' && !OUTPUT_LINE.test(lines[j]); j++) {
        parts.push(lines[j]);
      }
      if (j >= lines.length || !OUTPUT_LINE.test(lines[j])) continue;
      inputs = parts.join('\n');
      expected = readValue(lines[j], OUTPUT_LINE.exec(lines[j])![0].length);
      i = j;
    } else if (forLine) {
      inputs = forLine[1];
      expected = readValue(lines[i], forLine[0].length);
    }
    const args = inputs === undefined ? null : argumentsOf(inputs, Boolean(forLine));
    if (args && expected) add({ call: `${entryPoint}(${args.join(', ')})`, expected, form: 'described' });
  }
}

/** The values of `name = value, ...` (or `name : value` lines, or bare values); null if any part is not a value. */
function argumentsOf(inputs: string, named: boolean): string[] | null {
  const values: string[] = [];
  for (const part of splitTopLevel(inputs, ',\n')) {
    const m = /^([A-Za-z_]\w*)\s*(?:=(?!=)|:)\s*([\s\S]+)$/.exec(part);
    if (named && !m) return null;
    const value = (m ? m[2] : part).trim();
    if (value === '' || freeNames(value).length || unbalanced(value)) return null;
    values.push(value);
  }
  return values.length ? values : null;
}

/**
 * The Python helper every example test calls: the call's result equals the expected value (floats within 1e-6
 * relative), or its repr is the expected text (doctest's rule, for outputs that are not expressions, or whose
 * evaluation raises: a bare word `yes` also matches the string 'yes'). It names
 * nothing the oracle's sharing screen refuses (no eval, no private names), so example suites share forked
 * processes like any other.
 */
export const PYTHON_EXAMPLE_HELPER = `
def execret_example(call, want, want_text):
    got = call()
    evaluated = want is not None
    if evaluated:
        try:
            want = want()
        except Exception:
            evaluated = False
    if not evaluated:
        return repr(got) == want_text or str(got) == want_text
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
    return repr(got) == want_text
`;

/**
 * One assert statement per example, for a suite whose setup is PYTHON_EXAMPLE_HELPER. `isExpression` tells
 * whether the expected text parses as a Python expression; if not, only its text is compared with the repr.
 */
export function pythonExampleTest(e: Example, isExpression: boolean): string {
  const want = isExpression ? `lambda: (${e.expected})` : 'None';
  return `assert execret_example(lambda: (${e.call}), ${want}, ${JSON.stringify(e.expected)})`;
}

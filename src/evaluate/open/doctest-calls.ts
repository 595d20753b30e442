/**
 * The calls a repository task's doctest tests make (`execret import repo`): such a test is one Python expression,
 * `execret_doctest(<entry>, [(source, want, exc_msg, [(flag, on), ...]), ...])`, the list written by Python's `%r`
 * (assets/python/repo_extract.py), and its verdict is its LAST example's: it fails unless that example gives its
 * expected output. The entry point's calls sit inside the examples' source strings, where a parser of the test sees
 * only a string; this reads them out, so that the arity rule (candidates.ts) can rule out a snippet whose entry
 * point cannot take them.
 *
 * Only the last example counts, and only when it expects no exception: a call there that the candidate's entry
 * point cannot accept raises TypeError, which doctest reports as an unexpected exception, and the test fails. An
 * earlier example's outcome is not the test's, and an example that expects an exception might expect that very
 * TypeError.
 */

/** A Python literal of the kinds `%r` writes for that list. */
type PyValue = string | number | boolean | null | PyValue[];

const CHECKER = /^execret_doctest\(\s*([A-Za-z_][A-Za-z_0-9]*)\s*,\s*/;

/**
 * The source of the last example of a doctest test when it expects no exception; undefined when the test is not
 * of that form (or cannot be read: then nothing is ruled out by it).
 */
export function lastDoctestSource(test: string): string | undefined {
  const m = CHECKER.exec(test);
  if (!m) return undefined;
  const p = new LiteralReader(test, m[0].length);
  const rows = p.value();
  if (rows === undefined || !Array.isArray(rows) || rows.length === 0) return undefined;
  p.skipSpace();
  if (!p.rest().startsWith(')') || p.rest().slice(1).trim() !== '') return undefined;
  const last = rows[rows.length - 1];
  if (!Array.isArray(last) || last.length < 3 || typeof last[0] !== 'string') return undefined;
  return last[2] === null ? last[0] : undefined;
}

/** Reads list, tuple, str (with escapes), int, None, True and False literals; undefined on anything else. */
class LiteralReader {
  constructor(
    private readonly s: string,
    private i: number,
  ) {}

  rest(): string {
    return this.s.slice(this.i);
  }

  skipSpace(): void {
    while (this.i < this.s.length && /\s/.test(this.s[this.i])) this.i++;
  }

  value(): PyValue | undefined {
    this.skipSpace();
    const c = this.s[this.i];
    if (c === '[' || c === '(') return this.sequence(c === '[' ? ']' : ')');
    if (c === "'" || c === '"') return this.string(c);
    for (const [word, v] of [
      ['None', null],
      ['True', true],
      ['False', false],
    ] as const)
      if (this.s.startsWith(word, this.i)) {
        this.i += word.length;
        return v;
      }
    const num = /^-?\d+/.exec(this.rest());
    if (num) {
      this.i += num[0].length;
      return Number(num[0]);
    }
    return undefined;
  }

  private sequence(close: string): PyValue[] | undefined {
    this.i++;
    const out: PyValue[] = [];
    for (;;) {
      this.skipSpace();
      if (this.s[this.i] === close) {
        this.i++;
        return out;
      }
      const v = this.value();
      if (v === undefined) return undefined;
      out.push(v);
      this.skipSpace();
      if (this.s[this.i] === ',') this.i++;
      else if (this.s[this.i] !== close) return undefined;
    }
  }

  private string(quote: string): string | undefined {
    let out = '';
    for (this.i++; this.i < this.s.length; this.i++) {
      const c = this.s[this.i];
      if (c === quote) {
        this.i++;
        return out;
      }
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = this.s[++this.i];
      const hex = (n: number) => {
        const h = this.s.slice(this.i + 1, this.i + 1 + n);
        if (!new RegExp(`^[0-9a-fA-F]{${n}}$`).test(h)) return undefined;
        this.i += n;
        return String.fromCodePoint(parseInt(h, 16));
      };
      const simple: Record<string, string> = {
        n: '\n',
        r: '\r',
        t: '\t',
        '\\': '\\',
        "'": "'",
        '"': '"',
        a: '\x07',
        b: '\b',
        f: '\f',
        v: '\v',
      };
      const ch =
        e in simple ? simple[e] : e === 'x' ? hex(2) : e === 'u' ? hex(4) : e === 'U' ? hex(8) : undefined;
      if (ch === undefined) return undefined;
      out += ch;
    }
    return undefined;
  }
}

import { gunzipSync } from 'node:zlib';
import { ExecretError, inputError } from '../../core/errors.js';
import { decodeUtf8, MAX_TEXT_FILE_BYTES, readFileBytes } from '../../core/jsonl.js';
import type { Value } from '../../lang/values.js';

/**
 * The records of a dataset file, read exactly: numbers keep their spelling (an integer is a bigint, however large;
 * `1.0` stays a float), and Python's `NaN`, `Infinity` and `-Infinity` are accepted, as Python's json module
 * writes them (EvalPlus inputs hold both). A file is JSON Lines, or one JSON array (as sanitized-mbpp.json is),
 * optionally gzip-compressed (as HumanEval.jsonl.gz is). A line that does not parse is a record with an error, not
 * the end of the file.
 */
export interface SourceRecord {
  /** 1-based line where the record starts */
  line: number;
  /** the parsed record, or why it could not be read */
  value: Value | { error: string };
}

export function readRecords(file: string, what: string): SourceRecord[] {
  const text = decode(file, what);
  if (text.trim() === '') throw inputError(`the ${what} is empty`, { file });
  const start = text.search(/\S/);
  if (text[start] === '[') return arrayRecords(text, file);
  const out: SourceRecord[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    out.push({ line: i + 1, value: tryParse(lines[i]) });
  }
  return out;
}

function decode(file: string, what: string): string {
  const bytes = readFileBytes(file, what);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    let inflated: Buffer;
    try {
      inflated = gunzipSync(bytes, { maxOutputLength: MAX_TEXT_FILE_BYTES });
    } catch (e) {
      throw inputError(`cannot decompress: ${(e as Error).message}`, { file });
    }
    return decodeUtf8(inflated, file);
  }
  if (bytes.includes(0)) {
    throw new ExecretError('E_INPUT', `the ${what} is binary, not JSON Lines: ${file}`, {
      location: { file },
    });
  }
  return decodeUtf8(bytes, file).replace(/^\uFEFF/, '');
}

function tryParse(text: string): Value | { error: string } {
  try {
    return parseExactJson(text);
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/** A top-level JSON array: each element is a record, with the line it starts on. */
function arrayRecords(text: string, file: string): SourceRecord[] {
  let whole: Value;
  try {
    whole = parseExactJson(text);
  } catch (e) {
    throw inputError(`invalid JSON array: ${(e as Error).message}`, { file });
  }
  if (whole.kind !== 'list') throw inputError('expected a JSON array of records', { file });
  const starts = elementStarts(text);
  let line = 1;
  let at = 0;
  return whole.items.map((value, i) => {
    for (const end = starts[i] ?? at; at < end; at++) if (text.charCodeAt(at) === 10) line++;
    return { line, value };
  });
}

/** Offsets where the elements of a top-level array start (a scan that skips strings and nesting). */
function elementStarts(text: string): number[] {
  const out: number[] = [];
  let depth = 0;
  let expect = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      if (depth === 1 && expect) out.push(i);
      expect = false;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      continue;
    }
    if (/\s/.test(c)) continue;
    if (depth === 1 && expect && c !== ']') out.push(i);
    expect = false;
    if (c === '[' || c === '{') {
      depth++;
      if (depth === 1) expect = true;
    } else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 1) expect = true;
  }
  return out;
}

/** JSON (plus NaN / Infinity) to a Value; objects become dicts with string keys, in file order. */
export function parseExactJson(text: string): Value {
  const p = new ExactJsonParser(text);
  const v = p.value();
  p.ws();
  if (p.i < text.length) p.fail(`unexpected "${text[p.i]}" after the value`);
  return v;
}

/** A recursive-descent JSON reader that keeps integers exact (BigInt) and reads NaN and Infinity. */
class ExactJsonParser {
  i = 0;
  constructor(private readonly text: string) {}

  fail(what: string): never {
    throw new Error(`${what} at position ${this.i + 1}`);
  }

  ws(): void {
    while (this.i < this.text.length && ' \t\n\r'.includes(this.text[this.i])) this.i++;
  }

  private unexpected(expected?: string): never {
    const c = this.text[this.i];
    if (this.i >= this.text.length) this.fail('unexpected end');
    this.fail(expected ? `expected ${expected}, got "${c}"` : `unexpected "${c}"`);
  }

  private word(w: string): boolean {
    if (!this.text.startsWith(w, this.i)) return false;
    this.i += w.length;
    return true;
  }

  value(): Value {
    this.ws();
    const c = this.text[this.i];
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === '"') return { kind: 'str', value: this.string() };
    if (this.word('true')) return { kind: 'bool', value: true };
    if (this.word('false')) return { kind: 'bool', value: false };
    if (this.word('null')) return { kind: 'none' };
    if (this.word('NaN')) return { kind: 'float', value: NaN };
    if (this.word('Infinity')) return { kind: 'float', value: Infinity };
    if (this.word('-Infinity')) return { kind: 'float', value: -Infinity };
    return this.number();
  }

  private number(): Value {
    const m = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(this.text.slice(this.i, this.i + 4096));
    if (!m || m[0] === '' || m[0] === '-') this.unexpected();
    this.i += m[0].length;
    if (m[2] === undefined && m[3] === undefined) return { kind: 'int', value: BigInt(m[0]) };
    return { kind: 'float', value: Number(m[0]) };
  }

  private string(): string {
    const { text } = this;
    const start = this.i;
    this.i++;
    let simple = true;
    while (this.i < text.length && text[this.i] !== '"') {
      if (text[this.i] === '\\') {
        simple = false;
        this.i++;
      } else if (text.charCodeAt(this.i) < 0x20) this.fail('control character in a string');
      this.i++;
    }
    if (this.i >= text.length) this.fail('unterminated string');
    this.i++;
    const raw = text.slice(start, this.i);
    return simple ? raw.slice(1, -1) : (JSON.parse(raw) as string);
  }

  private array(): Value {
    this.i++;
    const items: Value[] = [];
    this.ws();
    if (this.word(']')) return { kind: 'list', items };
    for (;;) {
      items.push(this.value());
      this.ws();
      if (this.word(',')) continue;
      if (this.word(']')) return { kind: 'list', items };
      this.unexpected('"," or "]"');
    }
  }

  private object(): Value {
    this.i++;
    const entries: [Value, Value][] = [];
    this.ws();
    if (this.word('}')) return { kind: 'dict', entries };
    for (;;) {
      this.ws();
      if (this.text[this.i] !== '"') this.fail('expected a string key');
      const key: Value = { kind: 'str', value: this.string() };
      this.ws();
      if (!this.word(':')) this.fail('expected ":"');
      entries.push([key, this.value()]);
      this.ws();
      if (this.word(',')) continue;
      if (this.word('}')) return { kind: 'dict', entries };
      this.unexpected('"," or "}"');
    }
  }
}

/** Field access on a parsed record. */
export class Fields {
  private readonly map = new Map<string, Value>();
  constructor(readonly record: Value) {
    if (record.kind === 'dict')
      for (const [k, v] of record.entries) if (k.kind === 'str') this.map.set(k.value, v);
  }
  get isObject(): boolean {
    return this.record.kind === 'dict';
  }
  has(name: string): boolean {
    return this.map.has(name);
  }
  names(): string[] {
    return [...this.map.keys()];
  }
  get(name: string): Value | undefined {
    return this.map.get(name);
  }
  /** a string field, or undefined when absent or not a string */
  text(name: string): string | undefined {
    const v = this.map.get(name);
    return v?.kind === 'str' ? v.value : undefined;
  }
  /** a field that is an array of strings, or undefined */
  texts(name: string): string[] | undefined {
    const v = this.map.get(name);
    if (v?.kind !== 'list' || v.items.some((x) => x.kind !== 'str')) return undefined;
    return v.items.map((x) => (x as { value: string }).value);
  }
  /** an id-like field (string or integer) as text */
  id(name: string): string | undefined {
    const v = this.map.get(name);
    return v?.kind === 'str' ? v.value : v?.kind === 'int' ? v.value.toString() : undefined;
  }
  number(name: string): number | undefined {
    const v = this.map.get(name);
    return v?.kind === 'int' ? Number(v.value) : v?.kind === 'float' ? v.value : undefined;
  }
}

import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { constants as bufferConstants, isUtf8 } from 'node:buffer';
import { ExecretError, inputError } from './errors.js';

export interface JsonlLine<T = unknown> {
  /** 1-based line number in the file */
  line: number;
  value: T;
}

/**
 * The largest file execret reads whole (task, release, results and config files): its text must fit in one
 * JavaScript string, and a UTF-8 file of this many bytes decodes to at most this many UTF-16 units (V8's limit,
 * about 512 MiB). A bigger file fails with one message (exit 2) before anything of it is read.
 */
export const MAX_TEXT_FILE_BYTES = bufferConstants.MAX_STRING_LENGTH;

/** A file that can be read: not missing, not a directory (the usual messages). */
export function checkReadableFile(file: string, what = 'file'): void {
  if (!existsSync(file)) throw new ExecretError('E_NOT_FOUND', `${what} not found: ${file}`);
  if (statSync(file).isDirectory())
    throw new ExecretError('E_INPUT', `${what} is a directory, expected a file: ${file}`);
}

const mib = (n: number) => `${(n / 2 ** 20).toFixed(n < 2 ** 20 ? 3 : 0)} MiB`;

function tooLarge(file: string, what: string, size: string, max: number): ExecretError {
  return inputError(
    `the ${what} is ${size}; execret reads files of up to ${mib(max)} (split it into several files)`,
    { file },
  );
}

/**
 * The bytes of a file, at most `maxBytes` of them: a regular file is measured before it is read, anything else
 * (a pipe, /dev/stdin, a file of /proc) is read in chunks and refused as soon as it passes the limit.
 */
export function readFileBytes(file: string, what = 'file', maxBytes = MAX_TEXT_FILE_BYTES): Buffer {
  checkReadableFile(file, what);
  const st = statSync(file);
  if (st.isFile() && st.size > maxBytes) throw tooLarge(file, what, mib(st.size), maxBytes);
  const fd = openSync(file, 'r');
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1 << 24, maxBytes + 1 - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
      total += n;
      if (total > maxBytes) throw tooLarge(file, what, `more than ${mib(maxBytes)}`, maxBytes);
    }
    return Buffer.concat(chunks, total);
  } finally {
    closeSync(fd);
  }
}

/** The text of UTF-8 bytes; invalid UTF-8 is an error naming the file, the line and the byte. */
export function decodeUtf8(bytes: Buffer, file: string): string {
  if (!isUtf8(bytes)) {
    const at = firstInvalidUtf8(bytes);
    let line = 1;
    let start = 0;
    for (let i = bytes.indexOf(10); i >= 0 && i < at; i = bytes.indexOf(10, i + 1)) {
      line++;
      start = i + 1;
    }
    throw inputError(`invalid UTF-8 (byte ${at - start + 1} of the line is 0x${bytes[at].toString(16)})`, {
      file,
      line,
    });
  }
  return bytes.toString('utf8');
}

/** Offset of the first byte that is not part of a well-formed UTF-8 sequence (bytes that isUtf8 rejected). */
function firstInvalidUtf8(b: Buffer): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i];
    const n =
      c < 0x80
        ? 0
        : c >= 0xc2 && c <= 0xdf
          ? 1
          : c >= 0xe0 && c <= 0xef
            ? 2
            : c >= 0xf0 && c <= 0xf4
              ? 3
              : -1;
    if (n < 0 || i + n >= b.length + (n ? 0 : 1)) return i;
    const lo = (c === 0xe0 ? 0xa0 : c === 0xf0 ? 0x90 : 0x80) as number;
    const hi = (c === 0xed ? 0x9f : c === 0xf4 ? 0x8f : 0xbf) as number;
    for (let k = 1; k <= n; k++) {
      const d = b[i + k];
      if (d < (k === 1 ? lo : 0x80) || d > (k === 1 ? hi : 0xbf)) return i;
    }
    i += n + 1;
  }
  return b.length - 1;
}

/** The UTF-8 text of a file of at most MAX_TEXT_FILE_BYTES: too big or not UTF-8, one error (exit 2). */
export function readTextFile(file: string, what = 'file'): string {
  return decodeUtf8(readFileBytes(file, what), file);
}

/** The offset of the quote that closes the JSON string opened at `open`. */
function stringEnd(text: string, open: number): number {
  for (let q = text.indexOf('"', open + 1); ; q = text.indexOf('"', q + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(q - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return q;
  }
}

/**
 * The first key that appears twice in one object of `text` (valid JSON, already parsed: JSON.parse keeps the last
 * silently), with its offset; undefined when there is none. One pass over the text that jumps over strings.
 */
export function findDuplicateKey(text: string): { key: string; at: number } | undefined {
  if (text.indexOf(':') < 0) return undefined;
  const stack: (Set<string> | null)[] = [];
  let lastOpen = 0;
  let lastClose = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      lastOpen = i;
      i = lastClose = stringEnd(text, i);
    } else if (c === 123) stack.push(new Set());
    else if (c === 91) stack.push(null);
    else if (c === 125 || c === 93) stack.pop();
    else if (c === 58) {
      const keys = stack[stack.length - 1];
      if (!keys) continue;
      const raw = text.slice(lastOpen, lastClose + 1);
      const key = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
      if (keys.has(key)) return { key, at: i };
      keys.add(key);
    }
  }
  return undefined;
}

/** JSON.parse, and a key that appears twice in one object is an error (at `line`, or the line it is on). */
export function parseJsonText(text: string, file: string, line?: number): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw inputError(`invalid JSON: ${(e as Error).message}`, { file, line });
  }
  const dup = findDuplicateKey(text);
  if (dup) {
    let at = line;
    if (at === undefined) {
      at = 1;
      for (let i = text.indexOf('\n'); i >= 0 && i < dup.at; i = text.indexOf('\n', i + 1)) at++;
    }
    throw inputError(`duplicate key "${dup.key}" in one JSON object`, { file, line: at });
  }
  return value;
}

/** Parse JSON Lines; blank lines are skipped. A syntax error or a duplicate key names the file and line. */
export function parseJsonl<T = unknown>(text: string, file: string): JsonlLine<T>[] {
  const out: JsonlLine<T>[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].replace(/\r$/, '');
    if (raw.trim() === '') continue;
    out.push({ line: i + 1, value: parseJsonText(raw, file, i + 1) as T });
  }
  return out;
}

export function readJsonl<T = unknown>(file: string, what = 'file'): JsonlLine<T>[] {
  return parseJsonl<T>(readTextFile(file, what), file);
}

/** One JSON object per line, newline-terminated; stable across runs for the same input. */
export function toJsonl(rows: readonly unknown[]): string {
  return rows.map((r) => JSON.stringify(r)).join('\n') + (rows.length ? '\n' : '');
}

/**
 * The reader of .npy matrices (numpy.lib.format, versions 1.0, 2.0 and 3.0): magic "\x93NUMPY", major and minor
 * version bytes, the header length (uint16 little-endian in 1.0, uint32 in 2.0 and 3.0), a Python dict literal
 * (latin-1, UTF-8 in 3.0) with `descr`, `fortran_order` and `shape`, then the data. Only what execret scores is
 * accepted: a 2-d little-endian float32 ('<f4') or float16 ('<f2') matrix in C order. Rows are read from the file
 * in chunks (`readRows`), so a matrix larger than memory can be streamed.
 */
import { closeSync, existsSync, fstatSync, openSync, readSync } from 'node:fs';
import { ExecretError, inputError } from '../../core/errors.js';

export interface NpyMatrix {
  file: string;
  rows: number;
  dim: number;
  dtype: 'float32' | 'float16';
  /** bytes per value */
  itemSize: number;
  /** where the data starts */
  offset: number;
}

const MAGIC = Buffer.from([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59]);

/** Read and check an .npy file's header, and that the file holds all its data. */
export function readNpyHeader(file: string): NpyMatrix {
  if (!existsSync(file)) throw new ExecretError('E_NOT_FOUND', `file not found: ${file}`);
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const pre = Buffer.alloc(12);
    const got = readSync(fd, pre, 0, 12, 0);
    if (got < 10 || !pre.subarray(0, 6).equals(MAGIC))
      throw inputError('not an .npy file (no \\x93NUMPY magic at its start)', { file });
    const major = pre[6];
    if (major < 1 || major > 3)
      throw inputError(`unsupported .npy version ${major}.${pre[7]} (execret reads 1.0, 2.0 and 3.0)`, {
        file,
      });
    const lenBytes = major === 1 ? 2 : 4;
    if (got < 8 + lenBytes) throw inputError('truncated .npy header', { file });
    const headerLen = major === 1 ? pre.readUInt16LE(8) : pre.readUInt32LE(8);
    const start = 8 + lenBytes;
    if (start + headerLen > size) throw inputError('truncated .npy header', { file });
    const head = Buffer.alloc(headerLen);
    readSync(fd, head, 0, headerLen, start);
    const header = head.toString(major === 3 ? 'utf8' : 'latin1');
    const { dtype, itemSize, rows, dim } = parseHeader(header, file);
    const offset = start + headerLen;
    const expected = rows * dim * itemSize;
    if (size - offset !== expected) {
      throw inputError(
        `${size - offset < expected ? 'truncated' : 'too long'}: shape (${rows}, ${dim}) of ${dtype} needs ${expected} bytes of data, the file holds ${size - offset}`,
        { file },
        size - offset < expected ? 'the file was cut short; write it again (np.save)' : undefined,
      );
    }
    return { file, rows, dim, dtype, itemSize, offset };
  } finally {
    closeSync(fd);
  }
}

/** The header dict: `{'descr': '<f4', 'fortran_order': False, 'shape': (R, D), }` in any key order. */
function parseHeader(
  header: string,
  file: string,
): { dtype: NpyMatrix['dtype']; itemSize: number; rows: number; dim: number } {
  const descr = /['"]descr['"]\s*:\s*['"]([^'"]*)['"]/.exec(header)?.[1];
  const fortran = /['"]fortran_order['"]\s*:\s*(True|False)/.exec(header)?.[1];
  const shapeText = /['"]shape['"]\s*:\s*\(([^)]*)\)/.exec(header)?.[1];
  if (descr === undefined || fortran === undefined || shapeText === undefined)
    throw inputError(`unreadable .npy header ${JSON.stringify(header.trim())}`, { file });
  let dtype: NpyMatrix['dtype'];
  let itemSize: number;
  if (descr === '<f4') [dtype, itemSize] = ['float32', 4];
  else if (descr === '<f2') [dtype, itemSize] = ['float16', 2];
  else
    throw inputError(
      `dtype "${descr}": execret reads little-endian float32 ('<f4') or float16 ('<f2')`,
      { file, field: 'descr' },
      "convert with arr.astype('<f4')",
    );
  if (fortran === 'True')
    throw inputError(
      'fortran_order is True: execret reads C-order (row-major) matrices',
      { file, field: 'fortran_order' },
      'write np.ascontiguousarray(arr)',
    );
  const dims = shapeText
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
  if (dims.length !== 2 || dims.some((x) => !/^\d+$/.test(x)))
    throw inputError(`shape (${shapeText}): expected a 2-d matrix (rows, dim)`, { file, field: 'shape' });
  return { dtype, itemSize, rows: Number(dims[0]), dim: Number(dims[1]) };
}

/** Rows [start, start + count) as float32 (float16 converted exactly), read from the file. */
export function readRows(m: NpyMatrix, start: number, count: number, fd?: number): Float32Array {
  const own = fd === undefined;
  const handle = fd ?? openSync(m.file, 'r');
  try {
    const out = new Float32Array(count * m.dim);
    const bytes = count * m.dim * m.itemSize;
    const pos = m.offset + start * m.dim * m.itemSize;
    if (m.dtype === 'float32') {
      readFully(handle, new Uint8Array(out.buffer), pos);
    } else {
      const half = new Uint16Array(count * m.dim);
      readFully(handle, new Uint8Array(half.buffer, 0, bytes), pos);
      for (let i = 0; i < half.length; i++) out[i] = halfToFloat(half[i]);
    }
    return out;
  } finally {
    if (own) closeSync(handle);
  }
}

function readFully(fd: number, into: Uint8Array, pos: number): void {
  let done = 0;
  // readSync reads at most 2 GiB at a time
  while (done < into.length) {
    const n = readSync(fd, into, done, Math.min(into.length - done, 1 << 30), pos + done);
    if (n === 0) throw new ExecretError('E_INPUT', 'unexpected end of .npy data');
    done += n;
  }
}

/** IEEE 754 binary16 to a number (exact). */
export function halfToFloat(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exp = (h >> 10) & 0x1f;
  const frac = h & 0x3ff;
  if (exp === 0) return sign * frac * 2 ** -24;
  if (exp === 31) return frac ? NaN : sign * Infinity;
  return sign * (1 + frac / 1024) * 2 ** (exp - 15);
}

/**
 * NPY format version 1.0 (numpy.lib.format): magic "\x93NUMPY", version 1.0, a little-endian uint16 header
 * length, an ASCII dict header padded with spaces and ended by "\n" so the data starts on a 64-byte
 * boundary, then the raw little-endian float32 values in C order.
 */
import { writeFileSync } from 'node:fs';

/** The magic, version, length and padded header of a float32 C-order matrix of this shape. */
export function npyHeader(shape: readonly number[]): Buffer {
  const shapeText = shape.length === 1 ? `(${shape[0]},)` : `(${shape.join(', ')})`;
  let header = `{'descr': '<f4', 'fortran_order': False, 'shape': ${shapeText}, }`;
  const unpadded = 10 + header.length + 1;
  header += ' '.repeat((64 - (unpadded % 64)) % 64) + '\n';
  const head = Buffer.alloc(10);
  head.write('\x93NUMPY', 0, 'latin1');
  head[6] = 1;
  head[7] = 0;
  head.writeUInt16LE(header.length, 8);
  return Buffer.concat([head, Buffer.from(header, 'latin1')]);
}

export function npyBytes(data: Float32Array, shape: readonly number[]): Buffer {
  const count = shape.reduce((a, b) => a * b, 1);
  if (count !== data.length)
    throw new Error(`npy: shape ${shape.join('x')} needs ${count} values, got ${data.length}`);
  const body = Buffer.alloc(data.length * 4);
  for (let i = 0; i < data.length; i++) body.writeFloatLE(data[i], i * 4);
  return Buffer.concat([npyHeader(shape), body]);
}

/** Write a float32 matrix (rows x dim) as .npy. */
export function writeNpy(path: string, rows: readonly Float32Array[], dim: number): void {
  const data = new Float32Array(rows.length * dim);
  rows.forEach((r, i) => data.set(r, i * dim));
  writeFileSync(path, npyBytes(data, [rows.length, dim]));
}

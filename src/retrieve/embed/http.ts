/** Vectors from an embedding API's JSON (the request itself and its errors: src/core/http.ts). */

/** Read a float vector from a JSON array, or undefined when it is not an array of finite numbers. */
export function toVector(v: unknown): Float32Array | undefined {
  if (!Array.isArray(v) || v.length === 0) return undefined;
  const out = new Float32Array(v.length);
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (typeof x !== 'number' || !Number.isFinite(x)) return undefined;
    out[i] = x;
  }
  return out;
}

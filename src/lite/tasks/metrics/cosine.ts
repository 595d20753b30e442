/**
 * Cosine similarity a·b / (‖a‖‖b‖), 0 when either vector is zero (as mteb's cos_sim, which normalises with
 * torch.nn.functional.normalize: a zero vector stays zero).
 */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let ab = 0,
    aa = 0,
    bb = 0;
  for (let i = 0; i < a.length; i++) {
    ab += a[i] * b[i];
    aa += a[i] * a[i];
    bb += b[i] * b[i];
  }
  return aa === 0 || bb === 0 ? 0 : ab / Math.sqrt(aa * bb);
}

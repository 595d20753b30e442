/**
 * The arithmetic mean, summed in order: the one mean of execret. No values have no mean (NaN), unless the caller
 * says what an empty list stands for (`{ empty: 0 }` where no rows means a score of 0).
 */
export function mean(x: ArrayLike<number>, opts: { readonly empty?: number } = {}): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i];
  return x.length ? s / x.length : (opts.empty ?? NaN);
}

/**
 * Support-weighted F1 over labels, scikit-learn's `f1_score(y_true, y_pred, average='weighted',
 * zero_division=0)`: per label l, precision = tp/#pred(l), recall = tp/#true(l) (0 for 0/0),
 * F1 = 2PR/(P + R) (0 when both are 0); the mean of F1 weighted by #true(l).
 */
export function weightedF1(truth: readonly number[], pred: readonly number[]): number {
  const tp = new Map<number, number>();
  const nTrue = new Map<number, number>();
  const nPred = new Map<number, number>();
  truth.forEach((t, i) => {
    nTrue.set(t, (nTrue.get(t) ?? 0) + 1);
    nPred.set(pred[i], (nPred.get(pred[i]) ?? 0) + 1);
    if (pred[i] === t) tp.set(t, (tp.get(t) ?? 0) + 1);
  });
  let sum = 0;
  for (const [label, support] of nTrue) {
    const hit = tp.get(label) ?? 0;
    const p = nPred.has(label) ? hit / nPred.get(label)! : 0;
    const r = hit / support;
    sum += support * (p + r > 0 ? (2 * p * r) / (p + r) : 0);
  }
  return truth.length > 0 ? sum / truth.length : 0;
}

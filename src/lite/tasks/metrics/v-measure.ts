/**
 * V-measure of a clustering against class labels (Rosenberg & Hirschberg; scikit-learn's `v_measure_score`,
 * β = 1): h = 1 − H(C|K)/H(C), c = 1 − H(K|C)/H(K), V = 2hc / (h + c), entropies with natural logarithms from
 * the contingency table; h = 1 when H(C) = 0 and c = 1 when H(K) = 0; V = 0 when h + c = 0.
 */
export function vMeasure(classes: readonly (string | number)[], clusters: ArrayLike<number>): number {
  const n = classes.length;
  if (n === 0) return 1;
  const joint = new Map<string, { k: number; c: string; n: number }>();
  const cc = new Map<string, number>();
  const kc = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const c = String(classes[i]);
    const k = clusters[i];
    const key = `${k}\u0000${c}`;
    const cell = joint.get(key) ?? { k, c, n: 0 };
    cell.n++;
    joint.set(key, cell);
    cc.set(c, (cc.get(c) ?? 0) + 1);
    kc.set(k, (kc.get(k) ?? 0) + 1);
  }
  const entropy = (counts: Iterable<number>) => {
    let h = 0;
    for (const c of counts) h -= (c / n) * Math.log(c / n);
    return h;
  };
  const hC = entropy(cc.values());
  const hK = entropy(kc.values());
  let hCgivenK = 0,
    hKgivenC = 0;
  for (const { k, c, n: nck } of joint.values()) {
    const nk = kc.get(k)!;
    const nc = cc.get(c)!;
    hCgivenK -= (nck / n) * Math.log(nck / nk);
    hKgivenC -= (nck / n) * Math.log(nck / nc);
  }
  const h = hC === 0 ? 1 : 1 - hCgivenK / hC;
  const c = hK === 0 ? 1 : 1 - hKgivenC / hK;
  return h + c === 0 ? 0 : (2 * h * c) / (h + c);
}

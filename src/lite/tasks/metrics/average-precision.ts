/**
 * Average precision as scikit-learn's `average_precision_score(y_true, y_score)`:
 *   AP = Σ_k (R_k − R_{k−1}) · P_k
 * over the distinct score thresholds in decreasing order, where P_k and R_k are the precision and recall of
 * "score ≥ threshold_k" and R_0 = 0. Tied scores form one threshold, so a tie between a relevant and an
 * irrelevant item counts both at once (no order among ties). Optional sample weights weigh each item's count
 * (scikit-learn's `sample_weight`). NaN when there is no relevant item.
 */
export function averagePrecision(
  relevant: ArrayLike<number>,
  scores: ArrayLike<number>,
  weights?: ArrayLike<number>,
): number {
  const n = scores.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => scores[b] - scores[a]);
  let totalPos = 0;
  for (let i = 0; i < n; i++) if (relevant[i] > 0) totalPos += weights ? weights[i] : 1;
  if (!(totalPos > 0)) return NaN;
  let tp = 0,
    fp = 0,
    prevRecall = 0,
    ap = 0;
  for (let k = 0; k < n;) {
    const s = scores[order[k]];
    while (k < n && scores[order[k]] === s) {
      const w = weights ? weights[order[k]] : 1;
      if (relevant[order[k]] > 0) tp += w;
      else fp += w;
      k++;
    }
    const recall = tp / totalPos;
    const precision = tp + fp > 0 ? tp / (tp + fp) : 0;
    ap += (recall - prevRecall) * precision;
    prevRecall = recall;
  }
  return ap;
}

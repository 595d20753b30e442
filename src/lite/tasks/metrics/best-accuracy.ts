/**
 * mteb's accuracy-optimal threshold (PairClassificationEvaluator.find_best_acc_and_threshold, higher scores more
 * similar): the pairs sorted by score, descending (a stable sort: equal scores keep their order); for each cut
 * i = 0..n−2, the first i + 1 pairs are predicted positive and the accuracy is counted; the first cut with the
 * largest accuracy wins (none, when no cut reaches an accuracy above 0: every pair is then predicted
 * positive, as mteb's threshold −1 does for cosines). Returns the best accuracy and each pair's prediction.
 */
export function bestAccuracyCut(
  scores: ArrayLike<number>,
  labels: ArrayLike<number>,
): { accuracy: number; predicted: Uint8Array } {
  const n = scores.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => scores[b] - scores[a]);
  let negatives = 0;
  for (let i = 0; i < n; i++) if (labels[i] === 0) negatives++;
  let positivesSoFar = 0,
    best = 0,
    bestCut = -1;
  for (let i = 0; i < n - 1; i++) {
    if (labels[order[i]] === 1) positivesSoFar++;
    else negatives--;
    const acc = (positivesSoFar + negatives) / n;
    if (acc > best) {
      best = acc;
      bestCut = i;
    }
  }
  const predicted = new Uint8Array(n);
  if (bestCut < 0) predicted.fill(1);
  else for (let i = 0; i <= bestCut; i++) predicted[order[i]] = 1;
  return { accuracy: best, predicted };
}

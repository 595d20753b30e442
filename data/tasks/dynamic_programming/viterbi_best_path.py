# query: Decode a hidden Markov model with additive integer scores (such as scaled log-probabilities): given the
# observations, the list of states and score tables start[s], trans[p][s] and emit[s][o], return (best total score,
# best state sequence), preferring the state listed first on ties; no observations give (0, []).
def viterbi_best_path(observations, states, start, trans, emit):
    if not observations:
        return 0, []
    score = {s: start[s] + emit[s][observations[0]] for s in states}
    back = []
    for obs in observations[1:]:
        prev_best = {}
        new_score = {}
        for s in states:
            best_prev = None
            for p in states:
                cand = score[p] + trans[p][s]
                if best_prev is None or cand > new_score[s]:
                    best_prev = p
                    new_score[s] = cand
            new_score[s] += emit[s][obs]
            prev_best[s] = best_prev
        back.append(prev_best)
        score = new_score
    last = max(states, key=lambda s: score[s])
    path = [last]
    for prev_best in reversed(back):
        path.append(prev_best[path[-1]])
    path.reverse()
    return score[last], path

# tests
assert viterbi_best_path([], ["H", "C"], {"H": 0, "C": 0}, {}, {}) == (0, [])
assert viterbi_best_path(["x", "x"], ["hot", "cold"], {"cold": 0, "hot": -1}, {"hot": {"hot": 0, "cold": 0}, "cold": {"hot": 0, "cold": 0}}, {"hot": {"x": 0, "y": -1}, "cold": {"x": -1, "y": 0}}) == (-1, ['hot', 'hot'])
assert viterbi_best_path(["y"], ["hot", "cold"], {"cold": 0, "hot": 0}, {}, {"hot": {"y": 0}, "cold": {"y": 0}}) == (0, ['hot'])
assert viterbi_best_path(["y", "x", "x"], ["hot", "cold"], {"cold": 0, "hot": 0}, {"hot": {"hot": -1, "cold": 0}, "cold": {"hot": 0, "cold": -2}}, {"hot": {"x": 0, "y": -2}, "cold": {"x": 0, "y": -2}}) == (-2, ['hot', 'cold', 'hot'])
assert viterbi_best_path(["a", "b"], ["S", "T"], {"S": 0, "T": 0}, {"S": {"S": -1, "T": -5}, "T": {"S": -5, "T": -1}}, {"S": {"a": -1, "b": -9}, "T": {"a": -9, "b": -1}}) == (-7, ['S', 'T'])
assert viterbi_best_path(["a", "b"], ["S", "T"], {"S": 0, "T": 0}, {"S": {"S": -1, "T": -2}, "T": {"S": -5, "T": -1}}, {"S": {"a": -1, "b": -9}, "T": {"a": -9, "b": -1}}) == (-4, ['S', 'T'])
assert viterbi_best_path(["n", "c", "d"], ["R", "U"], {"R": -1, "U": -2}, {"R": {"R": -1, "U": -2}, "U": {"R": -2, "U": -1}}, {"R": {"n": -1, "c": -3, "d": -2}, "U": {"n": -2, "c": -1, "d": -2}}) == (-8, ['R', 'U', 'U'])
assert viterbi_best_path(["a", "a", "a"], ["A", "B"], {"A": 0, "B": 1}, {"A": {"A": 0, "B": -3}, "B": {"A": 2, "B": -4}}, {"A": {"a": 0}, "B": {"a": 0}}) == (3, ['B', 'A', 'A'])
assert viterbi_best_path(["p", "q"], ["X", "Y", "Z"], {"X": 0, "Y": 0, "Z": 0}, {"X": {"X": 0, "Y": 3, "Z": 3}, "Y": {"X": 0, "Y": 0, "Z": 0}, "Z": {"X": 0, "Y": 0, "Z": 0}}, {"X": {"p": 1, "q": 0}, "Y": {"p": 0, "q": 1}, "Z": {"p": 0, "q": 1}}) == (5, ['X', 'Y'])

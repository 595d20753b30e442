# query: From a dict of name -> score, return the names whose score is at least the k-th highest score (so ties at the
# cut-off are all kept), ordered by score descending then name; k <= 0 or no scores give [].
def top_k_with_ties(scores, k):
    if k <= 0 or not scores:
        return []
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
    cutoff = ranked[min(k, len(ranked)) - 1][1]
    return [name for name, score in ranked if score >= cutoff]

# tests
assert top_k_with_ties({}, 2) == []
assert top_k_with_ties({"a": 1}, 0) == []
assert top_k_with_ties({"a": 5, "b": 3, "c": 9}, 2) == ['c', 'a']
assert top_k_with_ties({"b": 5, "a": 5, "c": 9}, 2) == ['c', 'a', 'b']
assert top_k_with_ties({"a": 5, "b": 5, "c": 5}, 1) == ['a', 'b', 'c']
assert top_k_with_ties({"a": 1, "b": 2}, 5) == ['b', 'a']
assert top_k_with_ties({"x": 7, "y": 3, "z": 3, "w": 1}, 3) == ['x', 'y', 'z']
assert top_k_with_ties({"p": -1, "q": -2, "r": -3}, 2) == ['p', 'q']
assert top_k_with_ties({"m": 4, "n": 6}, 1) == ['n']

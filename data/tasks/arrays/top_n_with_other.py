# query: Given a dict of label counts, return the n (>= 0) largest as (label, count) pairs, by count descending and
# then label ascending, followed by ("Other", sum of the remaining counts) when any labels remain.
def top_n_with_other(counts, n):
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    head = ranked[:n]
    rest = ranked[n:]
    if rest:
        head.append(("Other", sum(v for _, v in rest)))
    return head

# tests
assert top_n_with_other({}, 3) == []
assert top_n_with_other({"a": 5}, 1) == [('a', 5)]
assert top_n_with_other({"a": 5}, 0) == [('Other', 5)]
assert top_n_with_other({"a": 5, "b": 3, "c": 1, "d": 1}, 2) == [('a', 5), ('b', 3), ('Other', 2)]
assert top_n_with_other({"x": 2, "y": 2, "z": 2}, 1) == [('x', 2), ('Other', 4)]
assert top_n_with_other({"a": 1, "b": 9}, 5) == [('b', 9), ('a', 1)]
assert top_n_with_other({"b": 4, "a": 4, "c": 10}, 2) == [('c', 10), ('a', 4), ('Other', 4)]
assert top_n_with_other({"p": 0, "q": 3}, 1) == [('q', 3), ('Other', 0)]

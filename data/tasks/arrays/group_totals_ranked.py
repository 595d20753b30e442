# query: Sum the amounts of (key, amount) rows per key and return (key, total) pairs sorted by total descending and
# then key ascending, leaving out keys whose total is exactly 0.
def group_totals_ranked(rows):
    totals = {}
    for key, amount in rows:
        totals[key] = totals.get(key, 0) + amount
    pairs = [(k, v) for k, v in totals.items() if v != 0]
    pairs.sort(key=lambda kv: (-kv[1], kv[0]))
    return pairs

# tests
assert group_totals_ranked([]) == []
assert group_totals_ranked([("a", 3)]) == [('a', 3)]
assert group_totals_ranked([("a", 3), ("b", 5), ("a", 4)]) == [('a', 7), ('b', 5)]
assert group_totals_ranked([("b", 2), ("a", 2)]) == [('a', 2), ('b', 2)]
assert group_totals_ranked([("a", 5), ("a", -5), ("b", 1)]) == [('b', 1)]
assert group_totals_ranked([("x", -2), ("y", 1), ("z", -1)]) == [('y', 1), ('z', -1), ('x', -2)]
assert group_totals_ranked([("c", 1), ("b", 1), ("a", 2), ("c", 1)]) == [('a', 2), ('c', 2), ('b', 1)]
assert group_totals_ranked([("k", 0)]) == []

# query: Merge several lists by taking one item from each list in turn (first items of every list, then second
# items, and so on), skipping lists that have run out; no lists give [].
def round_robin_merge(lists):
    out = []
    longest = max((len(l) for l in lists), default=0)
    for i in range(longest):
        for l in lists:
            if i < len(l):
                out.append(l[i])
    return out

# tests
assert round_robin_merge([]) == []
assert round_robin_merge([[], []]) == []
assert round_robin_merge([[1, 2, 3]]) == [1, 2, 3]
assert round_robin_merge([[1, 2], [3, 4]]) == [1, 3, 2, 4]
assert round_robin_merge([[1, 2, 3], [4], [5, 6]]) == [1, 4, 5, 2, 6, 3]
assert round_robin_merge([[], [1, 2], [3]]) == [1, 3, 2]
assert round_robin_merge([["a"], ["b", "c", "d"]]) == ['a', 'b', 'c', 'd']
assert round_robin_merge([[1], [2], [3], [4, 5]]) == [1, 2, 3, 4, 5]

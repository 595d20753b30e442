# query: Return the common elements of two lists counted with multiplicity (each value appears min(count in a,
# count in b) times), in the order they are matched while scanning the first list.
def multiset_intersection(a, b):
    remaining = {}
    for x in b:
        remaining[x] = remaining.get(x, 0) + 1
    out = []
    for x in a:
        if remaining.get(x, 0) > 0:
            out.append(x)
            remaining[x] -= 1
    return out

# tests
assert multiset_intersection([], [1, 2]) == []
assert multiset_intersection([1, 2], []) == []
assert multiset_intersection([1, 2, 2, 1], [2, 2]) == [2, 2]
assert multiset_intersection([4, 9, 5], [9, 4, 9, 8, 4]) == [4, 9]
assert multiset_intersection([1, 1, 1], [1]) == [1]
assert multiset_intersection([3, 1, 2], [1, 2, 3]) == [3, 1, 2]
assert multiset_intersection([1, 2], [3, 4]) == []
assert multiset_intersection([5, 5, 6, 5], [5, 6, 5]) == [5, 5, 6]

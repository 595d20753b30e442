# query: Split a list into groups at every occurrence of a separator value, like str.split on lists: separators are
# dropped, adjacent or edge separators produce empty groups, and at most maxsplit splits are made (negative means no
# limit), later separators staying in the last group.
def split_on_sentinel(items, sep, maxsplit=-1):
    groups = [[]]
    for item in items:
        if item == sep and (maxsplit < 0 or len(groups) <= maxsplit):
            groups.append([])
        else:
            groups[-1].append(item)
    return groups

# tests
assert split_on_sentinel([], 0) == [[]]
assert split_on_sentinel([1, 2], 0) == [[1, 2]]
assert split_on_sentinel([1, 0, 2, 3, 0, 4], 0) == [[1], [2, 3], [4]]
assert split_on_sentinel([0, 1, 0], 0) == [[], [1], []]
assert split_on_sentinel([1, 0, 0, 2], 0) == [[1], [], [2]]
assert split_on_sentinel([1, 0, 2, 0, 3], 0, 1) == [[1], [2, 0, 3]]
assert split_on_sentinel([1, 0, 2, 0, 3], 0, 0) == [[1, 0, 2, 0, 3]]
assert split_on_sentinel(["a", "|", "b", "|", "c", "|"], "|", 2) == [['a'], ['b'], ['c', '|']]
assert split_on_sentinel([None, 5, None], None) == [[], [5], []]

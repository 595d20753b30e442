# query: Compare an old and a new list as multisets and return (added, removed): the values of new that have no
# matching occurrence in old and the values of old with none in new, each in its list's order, matching equal values
# from the earliest occurrences.
def list_added_removed(old, new):
    old_counts = {}
    for v in old:
        old_counts[v] = old_counts.get(v, 0) + 1
    new_counts = {}
    for v in new:
        new_counts[v] = new_counts.get(v, 0) + 1
    added = []
    for v in new:
        if old_counts.get(v, 0) > 0:
            old_counts[v] -= 1
        else:
            added.append(v)
    removed = []
    for v in old:
        if new_counts.get(v, 0) > 0:
            new_counts[v] -= 1
        else:
            removed.append(v)
    return added, removed

# tests
assert list_added_removed([], []) == ([], [])
assert list_added_removed([7, 7], [7, 7]) == ([], [])
assert list_added_removed([], [1, 2]) == ([1, 2], [])
assert list_added_removed([1, 2], []) == ([], [1, 2])
assert list_added_removed([1, 2, 3], [3, 2, 1]) == ([], [])
assert list_added_removed([1, 2, 3], [2, 3, 4]) == ([4], [1])
assert list_added_removed([1, 1, 2], [1, 2, 2]) == ([2], [1])
assert list_added_removed(["a", "c", "a", "b"], ["a"]) == ([], ['c', 'a', 'b'])
assert list_added_removed([5, 5, 5], [5, 6, 5, 6]) == ([6, 6], [5])
assert list_added_removed([1, 2, 1, 3], [3, 1, 4, 4]) == ([4, 4], [2, 1])

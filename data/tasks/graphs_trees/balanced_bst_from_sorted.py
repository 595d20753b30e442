# query: Build a height-balanced binary search tree as nested tuples (value, left, right) from a sorted list: the root is
# the element at index len // 2 (the upper middle for even lengths) and the halves to its left and right are built the
# same way; an empty list gives None.
def balanced_bst_from_sorted(values):
    def build(lo, hi):
        if lo >= hi:
            return None
        mid = (lo + hi) // 2
        return (values[mid], build(lo, mid), build(mid + 1, hi))
    return build(0, len(values))

# tests
assert balanced_bst_from_sorted([]) is None
assert balanced_bst_from_sorted([4]) == (4, None, None)
assert balanced_bst_from_sorted([1, 2]) == (2, (1, None, None), None)
assert balanced_bst_from_sorted([1, 2, 3]) == (2, (1, None, None), (3, None, None))
assert balanced_bst_from_sorted([1, 2, 3, 4]) == (3, (2, (1, None, None), None), (4, None, None))
assert balanced_bst_from_sorted([1, 2, 3, 4, 5]) == (3, (2, (1, None, None), None), (5, (4, None, None), None))
assert balanced_bst_from_sorted([-10, -3, 0, 5, 9]) == (0, (-3, (-10, None, None), None), (9, (5, None, None), None))
assert balanced_bst_from_sorted(list(range(7))) == (3, (1, (0, None, None), (2, None, None)), (5, (4, None, None), (6, None, None)))

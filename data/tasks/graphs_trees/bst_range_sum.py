# query: Return the sum of all values between low and high inclusive in a binary search tree given as None or nested
# tuples (value, left, right), skipping subtrees that cannot contain values in the range.
def bst_range_sum(tree, low, high):
    total = 0
    stack = [tree]
    while stack:
        node = stack.pop()
        if node is None:
            continue
        v, left, right = node
        if low <= v <= high:
            total += v
        if v > low:
            stack.append(left)
        if v < high:
            stack.append(right)
    return total

# tests
assert bst_range_sum(None, 0, 10) == 0
assert bst_range_sum((5, None, None), 5, 5) == 5
assert bst_range_sum((5, None, None), 6, 9) == 0
assert bst_range_sum((10, (5, (3, None, None), (7, None, None)), (15, None, (18, None, None))), 7, 15) == 32
assert bst_range_sum((10, (5, (3, None, None), (7, None, None)), (15, None, (18, None, None))), 3, 5) == 8
assert bst_range_sum((10, (5, (3, None, None), (7, None, None)), (15, None, (18, None, None))), 16, 100) == 18
assert bst_range_sum((10, (5, (3, None, None), (7, None, None)), (15, None, (18, None, None))), 0, 2) == 0
assert bst_range_sum((10, (5, (3, None, None), (7, None, None)), (15, None, (18, None, None))), 4, 17) == 37
assert bst_range_sum((0, (-5, None, None), (5, None, None)), -5, 0) == -5

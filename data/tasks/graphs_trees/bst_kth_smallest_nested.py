# query: Given a binary search tree as None or nested tuples (value, left, right), return the k-th smallest value
# (k is 1-based) via an iterative in-order traversal, or None if k is less than 1 or larger than the node count.
def bst_kth_smallest_nested(tree, k):
    if k < 1:
        return None
    stack = []
    node = tree
    count = 0
    while stack or node is not None:
        while node is not None:
            stack.append(node)
            node = node[1]
        node = stack.pop()
        count += 1
        if count == k:
            return node[0]
        node = node[2]
    return None

# tests
assert bst_kth_smallest_nested(None, 1) is None
assert bst_kth_smallest_nested((5, None, None), 0) is None
assert bst_kth_smallest_nested((5, None, None), 1) == 5
assert bst_kth_smallest_nested((5, None, None), 2) is None
assert bst_kth_smallest_nested((3, (1, None, (2, None, None)), (4, None, None)), 1) == 1
assert bst_kth_smallest_nested((3, (1, None, (2, None, None)), (4, None, None)), 2) == 2
assert bst_kth_smallest_nested((3, (1, None, (2, None, None)), (4, None, None)), 4) == 4
assert bst_kth_smallest_nested((5, (3, (2, (1, None, None), None), (4, None, None)), (6, None, None)), 3) == 3
assert bst_kth_smallest_nested((5, (3, (2, (1, None, None), None), (4, None, None)), (6, None, None)), 6) == 6
assert bst_kth_smallest_nested((10, None, (20, (15, None, None), None)), 2) == 15

# query: Return the smallest value greater than x in a binary search tree given as None or nested tuples
# (value, left, right), searching down from the root in O(height); x need not be in the tree, and None is returned
# when no larger value exists.
def bst_inorder_successor(tree, x):
    best = None
    node = tree
    while node is not None:
        v, left, right = node
        if v > x:
            best = v
            node = left
        else:
            node = right
    return best

# tests
assert bst_inorder_successor(None, 3) is None
assert bst_inorder_successor((5, None, None), 5) is None
assert bst_inorder_successor((5, None, None), 4) == 5
assert bst_inorder_successor((20, (10, (5, None, None), (15, None, None)), (30, None, None)), 10) == 15
assert bst_inorder_successor((20, (10, (5, None, None), (15, None, None)), (30, None, None)), 15) == 20
assert bst_inorder_successor((20, (10, (5, None, None), (15, None, None)), (30, None, None)), 16) == 20
assert bst_inorder_successor((20, (10, (5, None, None), (15, None, None)), (30, None, None)), 20) == 30
assert bst_inorder_successor((20, (10, (5, None, None), (15, None, None)), (30, None, None)), 30) is None
assert bst_inorder_successor((20, (10, (5, None, None), (15, None, None)), (30, None, None)), -7) == 5
assert bst_inorder_successor((20, (10, (5, None, None), (15, None, None)), (30, None, None)), 4) == 5

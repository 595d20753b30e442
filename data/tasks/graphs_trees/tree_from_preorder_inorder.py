# query: Rebuild a binary tree with distinct values from its pre-order and in-order value lists, returning nested tuples
# (value, left, right) (None for empty); lists of different lengths or that do not describe the same tree give None.
def tree_from_preorder_inorder(preorder, inorder):
    if len(preorder) != len(inorder) or sorted(preorder) != sorted(inorder):
        return None
    index = {v: i for i, v in enumerate(inorder)}
    pos = 0
    def build(lo, hi):
        nonlocal pos
        if lo > hi:
            return None
        value = preorder[pos]
        pos += 1
        mid = index[value]
        if mid < lo or mid > hi:
            raise ValueError
        left = build(lo, mid - 1)
        right = build(mid + 1, hi)
        return (value, left, right)
    try:
        return build(0, len(inorder) - 1)
    except ValueError:
        return None

# tests
assert tree_from_preorder_inorder([], []) is None
assert tree_from_preorder_inorder([1], [1]) == (1, None, None)
assert tree_from_preorder_inorder([1, 2], [2, 1]) == (1, (2, None, None), None)
assert tree_from_preorder_inorder([1, 2], [1, 2]) == (1, None, (2, None, None))
assert tree_from_preorder_inorder([3, 9, 20, 15, 7], [9, 3, 15, 20, 7]) == (3, (9, None, None), (20, (15, None, None), (7, None, None)))
assert tree_from_preorder_inorder([1, 2, 4, 5, 3, 6], [4, 2, 5, 1, 3, 6]) == (1, (2, (4, None, None), (5, None, None)), (3, None, (6, None, None)))
assert tree_from_preorder_inorder([1, 2, 3], [1, 2]) is None
assert tree_from_preorder_inorder([1, 2], [1, 3]) is None
assert tree_from_preorder_inorder([1, 2, 3], [3, 1, 2]) is None

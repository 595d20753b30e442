# query: For a binary tree given as None or nested tuples (value, left, right), decide whether some root-to-leaf path
# has values summing exactly to target; a leaf has no children and an empty tree has no paths.
def root_to_leaf_sum_exists(tree, target):
    if tree is None:
        return False
    stack = [(tree, tree[0])]
    while stack:
        (value, left, right), acc = stack.pop()
        if left is None and right is None and acc == target:
            return True
        if left is not None:
            stack.append((left, acc + left[0]))
        if right is not None:
            stack.append((right, acc + right[0]))
    return False

# tests
assert root_to_leaf_sum_exists(None, 0) is False
assert root_to_leaf_sum_exists((5, None, None), 5) is True
assert root_to_leaf_sum_exists((5, None, None), 4) is False
assert root_to_leaf_sum_exists((1, (2, None, None), (3, None, None)), 4) is True
assert root_to_leaf_sum_exists((1, (2, None, None), (3, None, None)), 3) is True
assert root_to_leaf_sum_exists((1, (2, None, None), None), 1) is False
assert root_to_leaf_sum_exists((5, (4, (11, (7, None, None), (2, None, None)), None), (8, None, (1, None, None))), 22) is True
assert root_to_leaf_sum_exists((5, (4, (11, (7, None, None), (2, None, None)), None), (8, None, (1, None, None))), 14) is True
assert root_to_leaf_sum_exists((-2, None, (-3, None, None)), -5) is True
assert root_to_leaf_sum_exists((1, None, (2, None, None)), 1) is False

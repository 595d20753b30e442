# query: Return the values of a binary tree, given as None or nested tuples (value, left, right), level by level from
# the root as a list of lists, each level read left to right; an empty tree gives [].
def level_order_values(tree):
    levels = []
    current = [tree] if tree is not None else []
    while current:
        levels.append([node[0] for node in current])
        nxt = []
        for _, left, right in current:
            if left is not None:
                nxt.append(left)
            if right is not None:
                nxt.append(right)
        current = nxt
    return levels

# tests
assert level_order_values(None) == []
assert level_order_values((7, None, None)) == [[7]]
assert level_order_values((1, (2, None, None), (3, None, None))) == [[1], [2, 3]]
assert level_order_values((1, (2, (4, None, None), (5, None, None)), (3, None, (6, None, None)))) == [[1], [2, 3], [4, 5, 6]]
assert level_order_values((1, None, (2, (3, None, None), None))) == [[1], [2], [3]]
assert level_order_values((1, (2, None, (4, None, None)), (3, (5, None, None), None))) == [[1], [2, 3], [4, 5]]
assert level_order_values((0, (0, None, None), None)) == [[0], [0]]
assert level_order_values((5, (3, (1, None, None), None), (8, None, (9, (10, None, None), None)))) == [[5], [3, 8], [1, 9], [10]]

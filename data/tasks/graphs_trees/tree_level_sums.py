# query: For a binary tree given as None or nested tuples (value, left, right), return the list of sums of the values
# on each level from the root downwards; an empty tree gives [].
def tree_level_sums(tree):
    sums = []
    level = [tree] if tree is not None else []
    while level:
        total = 0
        nxt = []
        for value, left, right in level:
            total += value
            if left is not None:
                nxt.append(left)
            if right is not None:
                nxt.append(right)
        sums.append(total)
        level = nxt
    return sums

# tests
assert tree_level_sums(None) == []
assert tree_level_sums((7, None, None)) == [7]
assert tree_level_sums((1, (2, None, None), (3, None, None))) == [1, 5]
assert tree_level_sums((1, (2, (4, None, None), None), (3, None, (5, None, None)))) == [1, 5, 9]
assert tree_level_sums((1, None, (2, None, (3, None, None)))) == [1, 2, 3]
assert tree_level_sums((1, (2, None, (3, None, None)), None)) == [1, 2, 3]
assert tree_level_sums((0, (-1, None, None), (1, None, None))) == [0, 0]
assert tree_level_sums((5, (3, (1, None, None), (4, None, None)), (8, (7, None, None), (9, None, None)))) == [5, 11, 21]

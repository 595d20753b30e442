# query: Traverse a binary tree (None or nested tuples (value, left, right)) in zigzag order: one list per depth, the
# root's read left to right and every deeper one in the opposite direction from the one above it; no tree gives [].
def zigzag_level_values(tree):
    levels = []
    current = [tree] if tree is not None else []
    reverse = False
    while current:
        values = [node[0] for node in current]
        levels.append(values[::-1] if reverse else values)
        reverse = not reverse
        nxt = []
        for _, left, right in current:
            if left is not None:
                nxt.append(left)
            if right is not None:
                nxt.append(right)
        current = nxt
    return levels

# tests
assert zigzag_level_values(None) == []
assert zigzag_level_values((7, None, None)) == [[7]]
assert zigzag_level_values((1, (2, None, None), (3, None, None))) == [[1], [3, 2]]
assert zigzag_level_values((1, (2, (4, None, None), (5, None, None)), (3, None, (6, None, None)))) == [[1], [3, 2], [4, 5, 6]]
assert zigzag_level_values((1, (2, (4, (7, None, None), (8, None, None)), None), (3, None, (6, None, None)))) == [[1], [3, 2], [4, 6], [8, 7]]
assert zigzag_level_values((1, None, (2, (3, None, None), None))) == [[1], [2], [3]]
assert zigzag_level_values((3, (9, None, None), (20, (15, None, None), (7, None, None)))) == [[3], [20, 9], [15, 7]]
assert zigzag_level_values((1, (2, (4, None, None), None), (3, None, (5, None, None)))) == [[1], [3, 2], [4, 5]]

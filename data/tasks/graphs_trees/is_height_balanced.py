# query: Decide whether a binary tree given as None or nested tuples (value, left, right) is height-balanced: at every
# node the heights of the left and right subtrees differ by at most one; an empty tree is balanced.
def is_height_balanced(tree):
    def height(node):
        if node is None:
            return 0
        lh = height(node[1])
        if lh < 0:
            return -1
        rh = height(node[2])
        if rh < 0 or abs(lh - rh) > 1:
            return -1
        return max(lh, rh) + 1
    return height(tree) >= 0

# tests
assert is_height_balanced(None) is True
assert is_height_balanced((1, None, None)) is True
assert is_height_balanced((1, (2, None, None), None)) is True
assert is_height_balanced((1, (2, (3, None, None), None), None)) is False
assert is_height_balanced((1, None, (2, None, (3, None, None)))) is False
assert is_height_balanced((3, (9, None, None), (20, (15, None, None), (7, None, None)))) is True
assert is_height_balanced((1, (2, (3, (4, None, None), None), None), (5, None, (6, None, (7, None, None))))) is False
assert is_height_balanced((1, (2, (4, None, None), None), (3, None, None))) is True
assert is_height_balanced((1, (2, (4, (8, None, None), None), (5, None, None)), (3, None, None))) is False
assert is_height_balanced((1, (2, (4, None, None), (5, None, None)), (3, (6, None, None), None))) is True

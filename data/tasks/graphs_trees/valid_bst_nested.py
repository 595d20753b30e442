# query: A binary tree is None or a tuple (value, left, right); decide whether it is a binary search tree in which every
# value in a left subtree is strictly smaller and every value in a right subtree is strictly larger than the node.
def valid_bst_nested(tree):
    stack = [(tree, None, None)]
    while stack:
        node, low, high = stack.pop()
        if node is None:
            continue
        value, left, right = node
        if low is not None and value <= low:
            return False
        if high is not None and value >= high:
            return False
        stack.append((left, low, value))
        stack.append((right, value, high))
    return True

# tests
assert valid_bst_nested(None) is True
assert valid_bst_nested((5, None, None)) is True
assert valid_bst_nested((2, (1, None, None), (3, None, None))) is True
assert valid_bst_nested((5, (1, None, None), (4, (3, None, None), (6, None, None)))) is False
assert valid_bst_nested((2, (2, None, None), None)) is False
assert valid_bst_nested((2, None, (2, None, None))) is False
assert valid_bst_nested((10, (5, None, (12, None, None)), (15, None, None))) is False
assert valid_bst_nested((10, (5, (2, None, None), (7, None, None)), (15, (11, None, None), None))) is True
assert valid_bst_nested((10, None, (15, (9, None, None), None))) is False
assert valid_bst_nested((0, (-3, None, None), (4, None, None))) is True

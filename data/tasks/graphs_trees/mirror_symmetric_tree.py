# query: Decide whether a binary tree given as None or nested tuples (value, left, right) is a mirror image of itself
# around its centre, comparing both shape and values; an empty tree is symmetric.
def mirror_symmetric_tree(tree):
    if tree is None:
        return True
    pairs = [(tree[1], tree[2])]
    while pairs:
        a, b = pairs.pop()
        if a is None and b is None:
            continue
        if a is None or b is None or a[0] != b[0]:
            return False
        pairs.append((a[1], b[2]))
        pairs.append((a[2], b[1]))
    return True

# tests
assert mirror_symmetric_tree(None) is True
assert mirror_symmetric_tree((1, None, None)) is True
assert mirror_symmetric_tree((1, (2, None, None), None)) is False
assert mirror_symmetric_tree((1, None, (2, None, None))) is False
assert mirror_symmetric_tree((1, (2, None, None), (2, None, None))) is True
assert mirror_symmetric_tree((1, (2, None, None), (3, None, None))) is False
assert mirror_symmetric_tree((1, (2, (3, None, None), (4, None, None)), (2, (4, None, None), (3, None, None)))) is True
assert mirror_symmetric_tree((1, (2, (3, None, None), (4, None, None)), (2, (3, None, None), (4, None, None)))) is False
assert mirror_symmetric_tree((1, (2, None, (3, None, None)), (2, None, (3, None, None)))) is False
assert mirror_symmetric_tree((1, (2, (5, None, None), None), (2, None, (5, None, None)))) is True

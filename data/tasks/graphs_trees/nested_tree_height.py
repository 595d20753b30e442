# query: A binary tree is either None or a tuple (value, left, right); return its height counted in nodes on the
# longest root-to-leaf path, so None has height 0 and a single node has height 1.
def nested_tree_height(tree):
    if tree is None:
        return 0
    best = 0
    stack = [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > best:
            best = depth
        _, left, right = node
        if left is not None:
            stack.append((left, depth + 1))
        if right is not None:
            stack.append((right, depth + 1))
    return best

# tests
assert nested_tree_height(None) == 0
assert nested_tree_height((1, None, None)) == 1
assert nested_tree_height((1, (2, None, None), None)) == 2
assert nested_tree_height((1, None, (3, None, None))) == 2
assert nested_tree_height((1, (2, (4, None, None), None), (3, None, None))) == 3
assert nested_tree_height((1, (2, None, (5, (6, None, None), None)), (3, None, None))) == 4
assert nested_tree_height((1, None, (2, None, (3, None, (4, None, None))))) == 4
assert nested_tree_height((0, (0, None, None), (0, None, None))) == 2

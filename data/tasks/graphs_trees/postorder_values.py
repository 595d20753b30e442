# query: Return the values of a binary tree (None or nested tuples (value, left, right)) in post-order (left subtree,
# right subtree, then the node), without recursion so that very deep trees work; an empty tree gives [].
def postorder_values(tree):
    out = []
    stack = [(tree, False)] if tree is not None else []
    while stack:
        node, expanded = stack.pop()
        if expanded:
            out.append(node[0])
            continue
        stack.append((node, True))
        if node[2] is not None:
            stack.append((node[2], False))
        if node[1] is not None:
            stack.append((node[1], False))
    return out

# tests
assert postorder_values(None) == []
assert postorder_values((7, None, None)) == [7]
assert postorder_values((1, (2, None, None), (3, None, None))) == [2, 3, 1]
assert postorder_values((1, (2, (4, None, None), (5, None, None)), (3, None, (6, None, None)))) == [4, 5, 2, 6, 3, 1]
assert postorder_values((1, None, (2, (3, None, None), None))) == [3, 2, 1]
assert postorder_values((1, (2, None, (3, None, None)), None)) == [3, 2, 1]
assert postorder_values((8, (3, (1, None, None), (6, (4, None, None), (7, None, None))), (10, None, (14, (13, None, None), None)))) == [1, 4, 7, 6, 3, 13, 14, 10, 8]
assert postorder_values(__import__("functools").reduce(lambda t, v: (v, t, None), range(5000), None))[:3] == [0, 1, 2]

# query: Return the number of nodes on the shortest path from the root down to a leaf (a node with no children) of a
# binary tree given as None or nested tuples (value, left, right); an empty tree gives 0.
from collections import deque
def min_depth_to_leaf(tree):
    if tree is None:
        return 0
    queue = deque([(tree, 1)])
    while queue:
        node, depth = queue.popleft()
        _, left, right = node
        if left is None and right is None:
            return depth
        if left is not None:
            queue.append((left, depth + 1))
        if right is not None:
            queue.append((right, depth + 1))
    return 0

# tests
assert min_depth_to_leaf(None) == 0
assert min_depth_to_leaf((1, None, None)) == 1
assert min_depth_to_leaf((1, (2, None, None), (3, None, None))) == 2
assert min_depth_to_leaf((1, (2, None, None), None)) == 2
assert min_depth_to_leaf((1, None, (2, None, (3, None, None)))) == 3
assert min_depth_to_leaf((3, (9, None, None), (20, (15, None, None), (7, None, None)))) == 2
assert min_depth_to_leaf((1, (2, (4, None, None), None), (3, None, (5, (6, None, None), None)))) == 3
assert min_depth_to_leaf((1, (2, (3, (4, None, None), None), None), (5, (6, None, None), (7, None, None)))) == 3

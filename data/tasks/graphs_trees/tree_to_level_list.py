# query: Serialise a binary tree (None or nested tuples (value, left, right)) into the level-order list format used by
# coding sites: values level by level with None standing for a missing child of an existing node, and trailing Nones
# removed; an empty tree gives [].
from collections import deque
def tree_to_level_list(tree):
    out = []
    queue = deque([tree])
    while queue:
        node = queue.popleft()
        if node is None:
            out.append(None)
            continue
        out.append(node[0])
        queue.append(node[1])
        queue.append(node[2])
    while out and out[-1] is None:
        out.pop()
    return out

# tests
assert tree_to_level_list(None) == []
assert tree_to_level_list((7, None, None)) == [7]
assert tree_to_level_list((1, (2, None, None), (3, None, None))) == [1, 2, 3]
assert tree_to_level_list((1, None, (2, None, None))) == [1, None, 2]
assert tree_to_level_list((1, (2, None, None), None)) == [1, 2]
assert tree_to_level_list((1, None, (2, (3, None, None), None))) == [1, None, 2, 3]
assert tree_to_level_list((5, (4, (11, (7, None, None), (2, None, None)), None), (8, (13, None, None), (4, None, (1, None, None))))) == [5, 4, 8, 11, None, 13, 4, 7, 2, None, None, None, 1]
assert tree_to_level_list((0, (0, None, (0, None, None)), None)) == [0, 0, None, None, 0]

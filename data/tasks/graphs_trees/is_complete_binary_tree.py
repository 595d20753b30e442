# query: Decide whether a binary tree given as None or nested tuples (value, left, right) is complete: every level is
# full except possibly the last, whose nodes are packed to the left; an empty tree is complete.
from collections import deque
def is_complete_binary_tree(tree):
    queue = deque([tree])
    seen_gap = False
    while queue:
        node = queue.popleft()
        if node is None:
            seen_gap = True
            continue
        if seen_gap:
            return False
        queue.append(node[1])
        queue.append(node[2])
    return True

# tests
assert is_complete_binary_tree(None) is True
assert is_complete_binary_tree((1, None, None)) is True
assert is_complete_binary_tree((1, (2, None, None), None)) is True
assert is_complete_binary_tree((1, None, (3, None, None))) is False
assert is_complete_binary_tree((1, (2, (4, None, None), (5, None, None)), (3, (6, None, None), None))) is True
assert is_complete_binary_tree((1, (2, (4, None, None), (5, None, None)), (3, None, (7, None, None)))) is False
assert is_complete_binary_tree((1, (2, (4, None, None), None), (3, None, None))) is True
assert is_complete_binary_tree((1, (2, None, (5, None, None)), (3, None, None))) is False
assert is_complete_binary_tree((1, (2, (4, None, None), None), None)) is False

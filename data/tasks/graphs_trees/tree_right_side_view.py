# query: Return the values visible when looking at a binary tree (None or nested tuples (value, left, right)) from the
# right side: the rightmost node of each level, from the root down; an empty tree gives [].
def tree_right_side_view(tree):
    view = []
    current = [tree] if tree is not None else []
    while current:
        view.append(current[-1][0])
        nxt = []
        for _, left, right in current:
            if left is not None:
                nxt.append(left)
            if right is not None:
                nxt.append(right)
        current = nxt
    return view

# tests
assert tree_right_side_view(None) == []
assert tree_right_side_view((7, None, None)) == [7]
assert tree_right_side_view((1, (2, None, None), (3, None, None))) == [1, 3]
assert tree_right_side_view((1, (2, None, None), None)) == [1, 2]
assert tree_right_side_view((1, (2, None, (5, None, None)), (3, None, (4, None, None)))) == [1, 3, 4]
assert tree_right_side_view((1, (2, (4, None, None), None), (3, None, None))) == [1, 3, 4]
assert tree_right_side_view((1, (2, (4, (8, None, None), None), (5, None, None)), (3, (6, None, None), None))) == [1, 3, 6, 8]
assert tree_right_side_view((1, None, (2, (3, None, None), None))) == [1, 2, 3]

# query: Insert a value into a binary search tree given as None or nested tuples (value, left, right), smaller values
# going left and larger right, and return the new tree (tuples are immutable, so the path to the new leaf is rebuilt);
# a value already present leaves the tree unchanged.
def bst_insert_value(tree, value):
    if tree is None:
        return (value, None, None)
    v, left, right = tree
    if value < v:
        return (v, bst_insert_value(left, value), right)
    if value > v:
        return (v, left, bst_insert_value(right, value))
    return tree

# tests
assert bst_insert_value(None, 5) == (5, None, None)
assert bst_insert_value((5, None, None), 3) == (5, (3, None, None), None)
assert bst_insert_value((5, None, None), 8) == (5, None, (8, None, None))
assert bst_insert_value((5, None, None), 5) == (5, None, None)
assert bst_insert_value((5, (3, None, None), (8, None, None)), 4) == (5, (3, None, (4, None, None)), (8, None, None))
assert bst_insert_value((5, (3, None, None), (8, None, None)), 9) == (5, (3, None, None), (8, None, (9, None, None)))
assert bst_insert_value((5, (3, None, None), (8, None, None)), 6) == (5, (3, None, None), (8, (6, None, None), None))
assert bst_insert_value((5, (3, None, None), (8, None, None)), 1) == (5, (3, (1, None, None), None), (8, None, None))
assert bst_insert_value((5, (3, None, None), (8, None, None)), 3) == (5, (3, None, None), (8, None, None))

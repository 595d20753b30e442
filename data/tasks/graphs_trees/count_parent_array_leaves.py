# query: Given a rooted tree as a parent array (parent[i] is the parent of node i, -1 for the root), return the number
# of leaves, i.e. nodes with no children; a single node is a leaf and an empty array gives 0.
def count_parent_array_leaves(parent):
    n = len(parent)
    has_child = [False] * n
    for child in range(n):
        p = parent[child]
        if p >= 0:
            has_child[p] = True
    leaves = 0
    for flag in has_child:
        if not flag:
            leaves += 1
    return leaves

# tests
assert count_parent_array_leaves([]) == 0
assert count_parent_array_leaves([-1]) == 1
assert count_parent_array_leaves([-1, 0]) == 1
assert count_parent_array_leaves([-1, 0, 0]) == 2
assert count_parent_array_leaves([-1, 0, 1, 2]) == 1
assert count_parent_array_leaves([-1, 0, 0, 1, 1, 2]) == 3
assert count_parent_array_leaves([1, -1, 1, 1, 0]) == 3
assert count_parent_array_leaves([2, 2, -1, 0, 0, 1, 1, 1]) == 5

# query: In a rooted tree given as a parent array (parent[i] is the parent of node i, -1 for the root), return the
# ancestor k levels above a node (k = 0 is the node itself), or -1 if the tree is not that deep there or the node index
# or k is out of range.
def kth_ancestor_of(parent, node, k):
    if k < 0 or not (0 <= node < len(parent)):
        return -1
    while k > 0 and node != -1:
        node = parent[node]
        k -= 1
    return node

# tests
assert kth_ancestor_of([-1, 0, 0, 1, 1, 2, 2], 3, 0) == 3
assert kth_ancestor_of([-1, 0, 0, 1, 1, 2, 2], 3, 1) == 1
assert kth_ancestor_of([-1, 0, 0, 1, 1, 2, 2], 3, 2) == 0
assert kth_ancestor_of([-1, 0, 0, 1, 1, 2, 2], 3, 3) == -1
assert kth_ancestor_of([-1, 0, 0, 1, 1, 2, 2], 6, 1) == 2
assert kth_ancestor_of([-1, 0, 0, 1, 1, 2, 2], 0, 1) == -1
assert kth_ancestor_of([-1, 0, 0], 3, 0) == -1
assert kth_ancestor_of([-1, 0, 0], -1, 1) == -1
assert kth_ancestor_of([-1, 0, 0], 2, -1) == -1
assert kth_ancestor_of([2, 3, 3, -1, 0], 4, 3) == 3

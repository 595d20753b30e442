# query: Given a rooted tree as a parent array (the root's parent is -1), return the lowest common ancestor of nodes a
# and b, where a node is its own ancestor; return -1 if either node index is out of range.
def lca_from_parent_array(parent, a, b):
    n = len(parent)
    if not (0 <= a < n and 0 <= b < n):
        return -1
    def depth_of(x):
        d = 0
        while parent[x] != -1:
            x = parent[x]
            d += 1
        return d
    da, db = depth_of(a), depth_of(b)
    while da > db:
        a = parent[a]
        da -= 1
    while db > da:
        b = parent[b]
        db -= 1
    while a != b:
        a = parent[a]
        b = parent[b]
    return a

# tests
assert lca_from_parent_array([-1, 0], 2, 1) == -1
assert lca_from_parent_array([-1, 0], 1, 2) == -1
assert lca_from_parent_array([-1, 0], -1, 0) == -1
assert lca_from_parent_array([-1, 0], 0, -1) == -1
assert lca_from_parent_array([-1], 0, 0) == 0
assert lca_from_parent_array([-1, 0, 0, 1, 1, 2, 5], 1, 6) == 0
assert lca_from_parent_array([-1, 0, 0, 1, 1, 2], 2, 5) == 2
assert lca_from_parent_array([-1, 0, 0, 1, 1, 2], 5, 2) == 2
assert lca_from_parent_array([3, 3, 0, -1, 2, 1], 4, 5) == 3
assert lca_from_parent_array([3, 3, 0, -1, 2, 1], 2, 4) == 2

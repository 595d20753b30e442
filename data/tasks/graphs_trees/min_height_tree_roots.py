# query: For an undirected tree with nodes 0..n-1 given as edges (u, v), return the sorted list of nodes that, chosen as
# root, give a tree of minimum height, by repeatedly trimming leaves; n = 1 gives [0] and n <= 0 gives [].
def min_height_tree_roots(n, edges):
    if n <= 0:
        return []
    if n == 1:
        return [0]
    neighbours = [set() for _ in range(n)]
    for u, v in edges:
        neighbours[u].add(v)
        neighbours[v].add(u)
    leaves = [i for i in range(n) if len(neighbours[i]) == 1]
    remaining = n
    while remaining > 2:
        remaining -= len(leaves)
        new_leaves = []
        for leaf in leaves:
            other = neighbours[leaf].pop()
            neighbours[other].discard(leaf)
            if len(neighbours[other]) == 1:
                new_leaves.append(other)
        leaves = new_leaves
    return sorted(leaves)

# tests
assert min_height_tree_roots(0, []) == []
assert min_height_tree_roots(1, []) == [0]
assert min_height_tree_roots(2, [(0, 1)]) == [0, 1]
assert min_height_tree_roots(3, [(0, 1), (1, 2)]) == [1]
assert min_height_tree_roots(4, [(1, 0), (1, 2), (1, 3)]) == [1]
assert min_height_tree_roots(6, [(3, 0), (3, 1), (3, 2), (3, 4), (5, 4)]) == [3, 4]
assert min_height_tree_roots(4, [(0, 1), (1, 2), (2, 3)]) == [1, 2]
assert min_height_tree_roots(7, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6)]) == [3]
assert min_height_tree_roots(6, [(0, 1), (0, 2), (0, 3), (3, 4), (4, 5)]) == [3]

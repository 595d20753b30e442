# query: Return the total weight of a minimum spanning tree of an undirected weighted graph with nodes 0..n-1 and edges
# (u, v, w) using Kruskal's algorithm, or -1 if the graph is disconnected; n <= 1 gives 0.
def mst_total_weight(n, edges):
    if n <= 1:
        return 0
    parent = list(range(n))
    def root(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    total = 0
    used = 0
    for u, v, w in sorted(edges, key=lambda e: e[2]):
        ru, rv = root(u), root(v)
        if ru == rv:
            continue
        parent[ru] = rv
        total += w
        used += 1
        if used == n - 1:
            return total
    return -1

# tests
assert mst_total_weight(0, []) == 0
assert mst_total_weight(1, []) == 0
assert mst_total_weight(2, []) == -1
assert mst_total_weight(2, [(0, 1, 5)]) == 5
assert mst_total_weight(4, [(0, 1, 1), (1, 2, 2), (2, 3, 3), (0, 3, 4), (0, 2, 5)]) == 6
assert mst_total_weight(3, [(0, 1, 4), (1, 2, 4), (0, 2, 1)]) == 5
assert mst_total_weight(4, [(0, 1, 1), (2, 3, 1)]) == -1
assert mst_total_weight(3, [(0, 1, -2), (1, 2, 3), (0, 2, 1)]) == -1
assert mst_total_weight(3, [(0, 0, 1), (0, 1, 7), (1, 2, 2), (0, 1, 3)]) == 5

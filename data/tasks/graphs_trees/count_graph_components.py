# query: Count the connected components of an undirected graph with nodes 0..n-1 given as a list of (u, v) edges, using
# union-find; isolated nodes are components of their own and n <= 0 gives 0.
def count_graph_components(n, edges):
    if n <= 0:
        return 0
    parent = list(range(n))
    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    components = n
    for u, v in edges:
        ru, rv = find(u), find(v)
        if ru != rv:
            parent[ru] = rv
            components -= 1
    return components

# tests
assert count_graph_components(0, []) == 0
assert count_graph_components(1, []) == 1
assert count_graph_components(4, []) == 4
assert count_graph_components(5, [(0, 1), (1, 2), (3, 4)]) == 2
assert count_graph_components(5, [(0, 1), (1, 2), (2, 3), (3, 4)]) == 1
assert count_graph_components(3, [(0, 1), (1, 0), (0, 1)]) == 2
assert count_graph_components(4, [(0, 1), (2, 3), (1, 2), (3, 0)]) == 1
assert count_graph_components(6, [(5, 4), (3, 3)]) == 5
assert count_graph_components(7, [(0, 6), (1, 5), (2, 4), (6, 5)]) == 3

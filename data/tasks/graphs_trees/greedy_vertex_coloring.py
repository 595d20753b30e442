# query: Colour the nodes 0..n-1 of an undirected graph with edge list (u, v) greedily in index order, giving each node
# the smallest colour number (from 0) not already used by one of its coloured neighbours; return the list of colours.
def greedy_vertex_coloring(n, edges):
    adj = [set() for _ in range(n)]
    for u, v in edges:
        if u != v:
            adj[u].add(v)
            adj[v].add(u)
    colors = [-1] * n
    for u in range(n):
        used = {colors[v] for v in adj[u] if colors[v] >= 0}
        c = 0
        while c in used:
            c += 1
        colors[u] = c
    return colors

# tests
assert greedy_vertex_coloring(0, []) == []
assert greedy_vertex_coloring(3, []) == [0, 0, 0]
assert greedy_vertex_coloring(2, [(0, 1)]) == [0, 1]
assert greedy_vertex_coloring(3, [(0, 1), (1, 2), (2, 0)]) == [0, 1, 2]
assert greedy_vertex_coloring(4, [(0, 1), (1, 2), (2, 3)]) == [0, 1, 0, 1]
assert greedy_vertex_coloring(4, [(0, 2), (1, 3), (2, 3)]) == [0, 0, 1, 2]
assert greedy_vertex_coloring(4, [(0, 3), (1, 3), (2, 3)]) == [0, 0, 0, 1]
assert greedy_vertex_coloring(5, [(0, 1), (0, 2), (1, 2), (2, 3), (3, 4), (4, 2)]) == [0, 1, 2, 0, 1]
assert greedy_vertex_coloring(2, [(0, 0), (1, 1)]) == [0, 0]

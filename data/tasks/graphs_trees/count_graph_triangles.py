# query: Count the triangles (sets of three nodes that are pairwise connected) in an undirected graph with nodes 0..n-1
# given as an edge list (u, v), ignoring self-loops and repeated edges.
def count_graph_triangles(n, edges):
    adj = [set() for _ in range(n)]
    for u, v in edges:
        if u != v:
            adj[u].add(v)
            adj[v].add(u)
    count = 0
    for u in range(n):
        for v in adj[u]:
            if v > u:
                for w in adj[u] & adj[v]:
                    if w > v:
                        count += 1
    return count

# tests
assert count_graph_triangles(0, []) == 0
assert count_graph_triangles(3, [(0, 1), (1, 2)]) == 0
assert count_graph_triangles(3, [(0, 1), (1, 2), (2, 0)]) == 1
assert count_graph_triangles(3, [(0, 1), (1, 2), (2, 0), (1, 0), (2, 2)]) == 1
assert count_graph_triangles(4, [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]) == 4
assert count_graph_triangles(4, [(0, 1), (1, 2), (2, 3), (3, 0)]) == 0
assert count_graph_triangles(5, [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 2)]) == 2
assert count_graph_triangles(5, [(4, 3), (3, 2), (2, 4), (0, 1)]) == 1

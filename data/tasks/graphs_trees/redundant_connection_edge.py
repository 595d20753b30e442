# query: Edges (u, v) over nodes 1..n are added one by one to an undirected graph; return the 1-based position of the
# first edge whose endpoints are already connected (it would close a cycle), 0 if no edge does, and -1 as soon as an
# edge with an endpoint outside 1..n is met.
def redundant_connection_edge(n, edges):
    parent = list(range(n + 1))
    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    for pos, (u, v) in enumerate(edges):
        if not (1 <= u <= n and 1 <= v <= n):
            return -1
        ru, rv = find(u), find(v)
        if ru == rv:
            return pos + 1
        parent[ru] = rv
    return 0

# tests
assert redundant_connection_edge(3, []) == 0
assert redundant_connection_edge(3, [(1, 2), (3, 0)]) == -1
assert redundant_connection_edge(1, [(1, 1)]) == 1
assert redundant_connection_edge(3, [(1, 2), (1, 3), (2, 3)]) == 3
assert redundant_connection_edge(5, [(1, 2), (2, 3), (3, 4), (1, 4), (1, 5)]) == 4
assert redundant_connection_edge(2, [(1, 2), (2, 1)]) == 2
assert redundant_connection_edge(6, [(1, 2), (3, 4), (2, 4), (5, 6)]) == 0
assert redundant_connection_edge(6, [(1, 2), (3, 4), (2, 4), (1, 3), (5, 6)]) == 4
assert redundant_connection_edge(3, [(1, 2), (0, 3)]) == -1
assert redundant_connection_edge(3, [(1, 2), (2, 4), (1, 2)]) == -1

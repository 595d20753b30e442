# query: For a directed graph with nodes 0..n-1 and edges (u, v, w) whose weights may be negative, return shortest
# distances from source via Bellman-Ford (None for unreachable nodes), or None overall if a negative cycle is
# reachable from the source.
def bellman_ford_distances(n, edges, source):
    dist = [None] * n
    dist[source] = 0
    for _ in range(n - 1):
        changed = False
        for u, v, w in edges:
            if dist[u] is not None and (dist[v] is None or dist[u] + w < dist[v]):
                dist[v] = dist[u] + w
                changed = True
        if not changed:
            break
    for u, v, w in edges:
        if dist[u] is not None and dist[u] + w < dist[v]:
            return None
    return dist

# tests
assert bellman_ford_distances(1, [], 0) == [0]
assert bellman_ford_distances(3, [], 0) == [0, None, None]
assert bellman_ford_distances(3, [(0, 1, 4), (0, 2, 5), (1, 2, -3)], 0) == [0, 4, 1]
assert bellman_ford_distances(3, [(0, 1, 1), (1, 2, -1), (2, 1, -1)], 0) is None
assert bellman_ford_distances(4, [(1, 2, -1), (2, 1, -1), (0, 3, 2)], 0) == [0, None, None, 2]
assert bellman_ford_distances(4, [(2, 3, 1), (1, 2, 1), (0, 1, 1)], 0) == [0, 1, 2, 3]
assert bellman_ford_distances(2, [(0, 1, 0)], 1) == [None, 0]
assert bellman_ford_distances(3, [(0, 1, 2), (1, 0, -2), (1, 2, 1)], 0) == [0, 2, 3]
assert bellman_ford_distances(3, [(0, 1, 2), (1, 0, -3)], 0) is None
assert bellman_ford_distances(2, [(0, 1, 1), (0, 1, 5)], 0) == [0, 1]

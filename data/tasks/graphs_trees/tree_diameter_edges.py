# query: Given an undirected tree with nodes 0..n-1 as a list of (u, v) edges, return the number of edges on its longest
# path (the diameter) by running two breadth-first searches; a tree with 0 or 1 nodes has diameter 0.
from collections import deque
def tree_diameter_edges(n, edges):
    if n <= 1:
        return 0
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    def farthest(src):
        dist = [-1] * n
        dist[src] = 0
        queue = deque([src])
        last = src
        while queue:
            node = queue.popleft()
            last = node
            for nxt in adj[node]:
                if dist[nxt] < 0:
                    dist[nxt] = dist[node] + 1
                    queue.append(nxt)
        return last, dist[last]
    end, _ = farthest(0)
    return farthest(end)[1]

# tests
assert tree_diameter_edges(0, []) == 0
assert tree_diameter_edges(1, []) == 0
assert tree_diameter_edges(2, [(0, 1)]) == 1
assert tree_diameter_edges(3, [(0, 1), (0, 2)]) == 2
assert tree_diameter_edges(5, [(0, 1), (1, 2), (2, 3), (1, 4)]) == 3
assert tree_diameter_edges(6, [(0, 1), (0, 2), (0, 3), (3, 4), (4, 5)]) == 4
assert tree_diameter_edges(4, [(0, 1), (0, 2), (0, 3)]) == 2
assert tree_diameter_edges(7, [(3, 0), (3, 1), (1, 2), (2, 4), (0, 5), (5, 6)]) == 6
assert tree_diameter_edges(5, [(4, 3), (3, 2), (2, 1), (1, 0)]) == 4

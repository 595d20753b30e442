# query: Return the number of edges in the shortest cycle of an undirected simple graph with nodes 0..n-1 and edge list
# (u, v) (its girth), or -1 if the graph has no cycle.
from collections import deque
def shortest_cycle_length(n, edges):
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    best = -1
    for s in range(n):
        dist = [-1] * n
        parent = [-1] * n
        dist[s] = 0
        queue = deque([s])
        while queue:
            u = queue.popleft()
            for v in adj[u]:
                if dist[v] == -1:
                    dist[v] = dist[u] + 1
                    parent[v] = u
                    queue.append(v)
                elif parent[u] != v:
                    length = dist[u] + dist[v] + 1
                    if best == -1 or length < best:
                        best = length
    return best

# tests
assert shortest_cycle_length(0, []) == -1
assert shortest_cycle_length(3, [(0, 1), (1, 2)]) == -1
assert shortest_cycle_length(3, [(0, 1), (1, 2), (2, 0)]) == 3
assert shortest_cycle_length(4, [(0, 1), (1, 2), (2, 3), (3, 0)]) == 4
assert shortest_cycle_length(5, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (0, 2)]) == 3
assert shortest_cycle_length(6, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0)]) == 6
assert shortest_cycle_length(6, [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3)]) == 3
assert shortest_cycle_length(7, [(0, 1), (1, 2), (2, 3), (3, 0), (3, 4), (4, 5), (5, 6), (6, 4)]) == 3
assert shortest_cycle_length(6, [(0, 1), (0, 2), (1, 3), (2, 3), (3, 4), (4, 5)]) == 4

# query: Count the distinct shortest paths (fewest edges) between nodes s and t in an undirected unweighted graph with
# nodes 0..n-1 and edge list (u, v); s == t gives 1 and an unreachable t gives 0.
from collections import deque
def count_shortest_paths(n, edges, s, t):
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    dist = [-1] * n
    ways = [0] * n
    dist[s] = 0
    ways[s] = 1
    queue = deque([s])
    while queue:
        u = queue.popleft()
        for v in adj[u]:
            if dist[v] == -1:
                dist[v] = dist[u] + 1
                ways[v] = ways[u]
                queue.append(v)
            elif dist[v] == dist[u] + 1:
                ways[v] += ways[u]
    return ways[t]

# tests
assert count_shortest_paths(1, [], 0, 0) == 1
assert count_shortest_paths(2, [], 0, 1) == 0
assert count_shortest_paths(2, [(0, 1)], 0, 1) == 1
assert count_shortest_paths(4, [(0, 1), (0, 2), (1, 3), (2, 3)], 0, 3) == 2
assert count_shortest_paths(4, [(0, 1), (0, 2), (1, 3), (2, 3)], 1, 2) == 2
assert count_shortest_paths(5, [(0, 1), (1, 2), (0, 3), (3, 4), (4, 2)], 0, 2) == 1
assert count_shortest_paths(6, [(0, 1), (0, 2), (1, 3), (2, 3), (3, 4), (3, 5), (4, 5)], 0, 5) == 2
assert count_shortest_paths(6, [(0, 1), (0, 2), (1, 3), (2, 3), (3, 4), (3, 5), (4, 5)], 0, 4) == 2
assert count_shortest_paths(7, [(0, 1), (0, 2), (1, 3), (2, 3), (3, 4), (3, 5), (4, 6), (5, 6)], 0, 6) == 4

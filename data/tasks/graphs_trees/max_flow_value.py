# query: Return the maximum flow from s to t in a directed network with nodes 0..n-1 and edges (u, v, capacity), where
# parallel edges add their capacities, using shortest augmenting paths (Edmonds-Karp); s equal to t gives 0.
from collections import deque
def max_flow_value(n, edges, s, t):
    if s == t:
        return 0
    cap = [[0] * n for _ in range(n)]
    for u, v, c in edges:
        cap[u][v] += c
    flow = 0
    while True:
        parent = [-1] * n
        parent[s] = s
        queue = deque([s])
        while queue and parent[t] == -1:
            u = queue.popleft()
            for v in range(n):
                if parent[v] == -1 and cap[u][v] > 0:
                    parent[v] = u
                    queue.append(v)
        if parent[t] == -1:
            return flow
        path = [t]
        while path[-1] != s:
            path.append(parent[path[-1]])
        bottleneck = min(cap[u][v] for v, u in zip(path, path[1:]))
        for v, u in zip(path, path[1:]):
            cap[u][v] -= bottleneck
            cap[v][u] += bottleneck
        flow += bottleneck

# tests
assert max_flow_value(2, [], 0, 1) == 0
assert max_flow_value(2, [(0, 1, 5)], 0, 0) == 0
assert max_flow_value(2, [(0, 1, 5)], 0, 1) == 5
assert max_flow_value(2, [(0, 1, 5)], 1, 0) == 0
assert max_flow_value(2, [(0, 1, 5), (0, 1, 2)], 0, 1) == 7
assert max_flow_value(3, [(0, 1, 5), (1, 2, 3)], 0, 2) == 3
assert max_flow_value(4, [(0, 1, 3), (0, 2, 2), (1, 2, 5), (1, 3, 2), (2, 3, 3)], 0, 3) == 5
assert max_flow_value(6, [(0, 1, 16), (0, 2, 13), (1, 2, 10), (2, 1, 4), (1, 3, 12), (3, 2, 9), (2, 4, 14), (4, 3, 7), (3, 5, 20), (4, 5, 4)], 0, 5) == 23
assert max_flow_value(4, [(0, 1, 1), (0, 2, 1), (1, 2, 1), (1, 3, 1), (2, 3, 1)], 0, 3) == 2

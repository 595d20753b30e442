# query: Count the bridges of an undirected simple graph with nodes 0..n-1 and edge list (u, v): edges whose removal
# increases the number of connected components, using DFS discovery times and low-links.
def count_bridge_edges(n, edges):
    adj = [[] for _ in range(n)]
    for idx, (u, v) in enumerate(edges):
        adj[u].append((v, idx))
        adj[v].append((u, idx))
    disc = [-1] * n
    low = [0] * n
    timer = [0]
    bridges = [0]
    def dfs(node, via):
        disc[node] = low[node] = timer[0]
        timer[0] += 1
        for nxt, idx in adj[node]:
            if idx == via:
                continue
            if disc[nxt] == -1:
                dfs(nxt, idx)
                low[node] = min(low[node], low[nxt])
                if low[nxt] > disc[node]:
                    bridges[0] += 1
            else:
                low[node] = min(low[node], disc[nxt])
    for v in range(n):
        if disc[v] == -1:
            dfs(v, -1)
    return bridges[0]

# tests
assert count_bridge_edges(0, []) == 0
assert count_bridge_edges(2, [(0, 1)]) == 1
assert count_bridge_edges(3, [(0, 1), (1, 2), (2, 0)]) == 0
assert count_bridge_edges(4, [(0, 1), (1, 2), (2, 0), (1, 3)]) == 1
assert count_bridge_edges(5, [(0, 1), (1, 2), (2, 3), (3, 4)]) == 4
assert count_bridge_edges(6, [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 5), (5, 3)]) == 1
assert count_bridge_edges(4, [(0, 1), (2, 3)]) == 2
assert count_bridge_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0), (0, 2)]) == 0
assert count_bridge_edges(5, [(3, 1), (1, 0), (0, 3), (0, 4), (4, 2)]) == 2

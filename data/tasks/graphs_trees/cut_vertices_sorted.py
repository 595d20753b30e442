# query: Return the sorted articulation points of an undirected graph with nodes 0..n-1 and edge list (u, v): nodes
# whose removal (with their edges) increases the number of connected components.
def cut_vertices_sorted(n, edges):
    adj = [[] for _ in range(n)]
    for u, v in edges:
        if u != v:
            adj[u].append(v)
            adj[v].append(u)
    disc = [-1] * n
    low = [0] * n
    cut = set()
    timer = [0]
    def dfs(u, parent):
        disc[u] = low[u] = timer[0]
        timer[0] += 1
        children = 0
        for v in adj[u]:
            if disc[v] == -1:
                children += 1
                dfs(v, u)
                low[u] = min(low[u], low[v])
                if parent != -1 and low[v] >= disc[u]:
                    cut.add(u)
            elif v != parent:
                low[u] = min(low[u], disc[v])
        if parent == -1 and children > 1:
            cut.add(u)
    for s in range(n):
        if disc[s] == -1:
            dfs(s, -1)
    return sorted(cut)

# tests
assert cut_vertices_sorted(0, []) == []
assert cut_vertices_sorted(2, [(0, 1)]) == []
assert cut_vertices_sorted(3, [(0, 1), (1, 2)]) == [1]
assert cut_vertices_sorted(3, [(0, 1), (1, 2), (2, 0)]) == []
assert cut_vertices_sorted(5, [(0, 1), (1, 2), (2, 0), (1, 3), (3, 4)]) == [1, 3]
assert cut_vertices_sorted(4, [(0, 1), (0, 2), (0, 3)]) == [0]
assert cut_vertices_sorted(6, [(0, 1), (1, 2), (3, 4), (4, 5), (5, 3)]) == [1]
assert cut_vertices_sorted(7, [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 5), (5, 3), (5, 6)]) == [2, 3, 5]
assert cut_vertices_sorted(4, [(0, 1), (1, 2), (2, 3), (3, 0), (0, 2)]) == []

# query: Return a topological order of nodes 0..n-1 for the directed edges (u, v) meaning u must come before v,
# always choosing the smallest available node next; return None if the graph has a cycle.
import heapq
def lexicographic_topo_order(n, edges):
    indegree = [0] * n
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        indegree[v] += 1
    ready = [v for v in range(n) if indegree[v] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        node = heapq.heappop(ready)
        order.append(node)
        for nxt in adj[node]:
            indegree[nxt] -= 1
            if indegree[nxt] == 0:
                heapq.heappush(ready, nxt)
    if len(order) < n:
        return None
    return order

# tests
assert lexicographic_topo_order(0, []) == []
assert lexicographic_topo_order(3, []) == [0, 1, 2]
assert lexicographic_topo_order(3, [(2, 1), (1, 0)]) == [2, 1, 0]
assert lexicographic_topo_order(2, [(0, 1), (1, 0)]) is None
assert lexicographic_topo_order(4, [(3, 1), (2, 1), (1, 0)]) == [2, 3, 1, 0]
assert lexicographic_topo_order(6, [(5, 2), (5, 0), (4, 0), (4, 1), (2, 3), (3, 1)]) == [4, 5, 0, 2, 3, 1]
assert lexicographic_topo_order(3, [(0, 1), (0, 1), (1, 2)]) == [0, 1, 2]
assert lexicographic_topo_order(4, [(0, 1), (1, 2), (2, 1), (0, 3)]) is None
assert lexicographic_topo_order(1, [(0, 0)]) is None

# query: Return the maximum total weight of any path in a directed acyclic graph with nodes 0..n-1 and weighted edges
# (u, v, w) (a path may be a single node with weight 0), processing nodes in topological order; return None if the
# graph has a cycle.
from collections import deque
def dag_longest_weighted_path(n, edges):
    adj = [[] for _ in range(n)]
    indeg = [0] * n
    for u, v, w in edges:
        adj[u].append((v, w))
        indeg[v] += 1
    queue = deque(i for i in range(n) if indeg[i] == 0)
    best = [0] * n
    seen = 0
    while queue:
        node = queue.popleft()
        seen += 1
        for nxt, w in adj[node]:
            if best[node] + w > best[nxt]:
                best[nxt] = best[node] + w
            indeg[nxt] -= 1
            if indeg[nxt] == 0:
                queue.append(nxt)
    if seen != n:
        return None
    return max(best, default=0)

# tests
assert dag_longest_weighted_path(0, []) == 0
assert dag_longest_weighted_path(1, []) == 0
assert dag_longest_weighted_path(2, [(0, 1, 5)]) == 5
assert dag_longest_weighted_path(2, [(0, 1, 5), (1, 0, 1)]) is None
assert dag_longest_weighted_path(4, [(0, 1, 3), (1, 3, 4), (0, 2, 2), (2, 3, 6)]) == 8
assert dag_longest_weighted_path(3, [(0, 1, -4), (1, 2, 10)]) == 10
assert dag_longest_weighted_path(3, [(0, 1, -1), (1, 2, -1)]) == 0
assert dag_longest_weighted_path(5, [(3, 4, 2), (2, 3, 2), (1, 2, 2), (0, 1, 2), (0, 4, 7)]) == 8
assert dag_longest_weighted_path(4, [(0, 1, 1), (2, 3, 9), (1, 3, 1)]) == 9

# query: In an undirected network with nodes 0..n-1 and links (u, v, capacity), return the largest bandwidth achievable
# on a single route from s to t, where a route's bandwidth is its smallest link capacity; unreachable t gives 0 and s
# equal to t gives None.
import heapq
def widest_path_capacity(n, links, s, t):
    if s == t:
        return None
    adj = [[] for _ in range(n)]
    for u, v, c in links:
        adj[u].append((v, c))
        adj[v].append((u, c))
    best = [0] * n
    heap = [(-float("inf"), s)]
    done = set()
    while heap:
        neg, u = heapq.heappop(heap)
        if u in done:
            continue
        done.add(u)
        if u == t:
            return -neg
        for v, c in adj[u]:
            width = min(-neg, c)
            if v not in done and width > best[v]:
                best[v] = width
                heapq.heappush(heap, (-width, v))
    return 0

# tests
assert widest_path_capacity(3, [(0, 1, 5)], 0, 0) is None
assert widest_path_capacity(3, [(0, 1, 5)], 0, 2) == 0
assert widest_path_capacity(2, [(0, 1, 5)], 0, 1) == 5
assert widest_path_capacity(2, [(0, 1, 5)], 1, 0) == 5
assert widest_path_capacity(3, [(0, 1, 5), (1, 2, 3)], 0, 2) == 3
assert widest_path_capacity(3, [(0, 1, 5), (1, 2, 3), (0, 2, 2)], 0, 2) == 3
assert widest_path_capacity(3, [(0, 1, 5), (1, 2, 3), (0, 2, 4)], 0, 2) == 4
assert widest_path_capacity(5, [(0, 1, 10), (1, 4, 1), (0, 2, 4), (2, 3, 6), (3, 4, 5)], 0, 4) == 4
assert widest_path_capacity(4, [(0, 1, 7), (1, 2, 7), (2, 3, 2), (0, 3, 1), (1, 3, 3)], 0, 3) == 3

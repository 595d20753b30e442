# query: For a directed graph with nodes 0..n-1 and weighted edges (u, v, w) with w >= 0, return the list of shortest
# distances from source using Dijkstra's algorithm, with -1 for unreachable nodes.
import heapq
def dijkstra_distance_list(n, edges, source):
    adj = [[] for _ in range(n)]
    for u, v, w in edges:
        adj[u].append((v, w))
    dist = [None] * n
    heap = [(0, source)]
    while heap:
        d, node = heapq.heappop(heap)
        if dist[node] is not None:
            continue
        dist[node] = d
        for nxt, w in adj[node]:
            if dist[nxt] is None:
                heapq.heappush(heap, (d + w, nxt))
    return [-1 if d is None else d for d in dist]

# tests
assert dijkstra_distance_list(1, [], 0) == [0]
assert dijkstra_distance_list(3, [], 1) == [-1, 0, -1]
assert dijkstra_distance_list(3, [(0, 1, 4), (0, 2, 1), (2, 1, 2)], 0) == [0, 3, 1]
assert dijkstra_distance_list(3, [(0, 1, 4), (0, 2, 1), (2, 1, 2)], 2) == [-1, 2, 0]
assert dijkstra_distance_list(4, [(0, 1, 1), (1, 2, 1), (0, 2, 5), (2, 3, 0)], 0) == [0, 1, 2, 2]
assert dijkstra_distance_list(2, [(0, 1, 7), (0, 1, 3)], 0) == [0, 3]
assert dijkstra_distance_list(5, [(0, 1, 10), (0, 3, 5), (3, 1, 3), (1, 2, 1), (3, 2, 9), (2, 4, 4), (3, 4, 2)], 0) == [0, 8, 9, 5, 7]
assert dijkstra_distance_list(3, [(1, 0, 2), (2, 1, 2)], 2) == [4, 2, 0]

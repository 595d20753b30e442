# query: For a connected undirected unweighted graph given as an adjacency dict, return the sorted list of centre
# nodes, those whose greatest BFS distance to any other node (eccentricity) is smallest; an empty graph gives [].
from collections import deque
def graph_center_nodes(graph):
    ecc = {}
    for src in graph:
        dist = {src: 0}
        queue = deque([src])
        far = 0
        while queue:
            node = queue.popleft()
            for nxt in graph[node]:
                if nxt not in dist:
                    dist[nxt] = dist[node] + 1
                    far = max(far, dist[nxt])
                    queue.append(nxt)
        ecc[src] = far
    if not ecc:
        return []
    best = min(ecc.values())
    return sorted(v for v in ecc if ecc[v] == best)

# tests
assert graph_center_nodes({}) == []
assert graph_center_nodes({1: []}) == [1]
assert graph_center_nodes({1: [2], 2: [1]}) == [1, 2]
assert graph_center_nodes({1: [2], 2: [1, 3], 3: [2]}) == [2]
assert graph_center_nodes({0: [1], 1: [0, 2], 2: [1, 3], 3: [2]}) == [1, 2]
assert graph_center_nodes({0: [1, 2, 3], 1: [0], 2: [0], 3: [0]}) == [0]
assert graph_center_nodes({0: [1, 3], 1: [0, 2], 2: [1, 3], 3: [2, 0]}) == [0, 1, 2, 3]
assert graph_center_nodes({5: [4], 4: [5, 3], 3: [4, 2, 6], 2: [3, 1], 1: [2], 6: [3]}) == [3]

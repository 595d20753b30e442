# query: Given an unweighted directed graph as a dict mapping each node to a list of neighbours, return the fewest
# edges on a path from start to goal using breadth-first search, 0 if start equals goal, and -1 if unreachable.
from collections import deque
def bfs_hop_distance(graph, start, goal):
    if start == goal:
        return 0
    seen = {start}
    queue = deque([(start, 0)])
    while queue:
        node, dist = queue.popleft()
        for nxt in graph.get(node, []):
            if nxt in seen:
                continue
            if nxt == goal:
                return dist + 1
            seen.add(nxt)
            queue.append((nxt, dist + 1))
    return -1

# tests
assert bfs_hop_distance({}, 1, 1) == 0
assert bfs_hop_distance({}, 1, 2) == -1
assert bfs_hop_distance({1: [2], 2: [3], 3: []}, 1, 3) == 2
assert bfs_hop_distance({1: [2], 2: [3], 3: []}, 3, 1) == -1
assert bfs_hop_distance({1: [2, 3], 2: [4], 3: [4], 4: [5]}, 1, 5) == 3
assert bfs_hop_distance({1: [2, 5], 2: [3], 3: [4], 4: [5]}, 1, 5) == 1
assert bfs_hop_distance({"a": ["b"], "b": ["a", "c"], "c": ["d"], "d": []}, "a", "d") == 3
assert bfs_hop_distance({0: [0, 1], 1: [1]}, 0, 1) == 1
assert bfs_hop_distance({0: [1], 1: [2], 2: [0]}, 2, 1) == 2

# query: Return a path with the fewest edges from start to goal in an unweighted directed graph given as an adjacency
# dict, choosing the lexicographically smallest node sequence among all such shortest paths; [start] when start is the
# goal and [] when the goal is unreachable.
from collections import deque
def bfs_shortest_path_nodes(graph, start, goal):
    rev = {}
    for u, vs in graph.items():
        for v in vs:
            rev.setdefault(v, []).append(u)
    dist = {goal: 0}
    queue = deque([goal])
    while queue:
        v = queue.popleft()
        for u in rev.get(v, ()):
            if u not in dist:
                dist[u] = dist[v] + 1
                queue.append(u)
    if start not in dist:
        return []
    path = [start]
    while path[-1] != goal:
        u = path[-1]
        path.append(min(v for v in graph.get(u, ()) if dist.get(v) == dist[u] - 1))
    return path

# tests
assert bfs_shortest_path_nodes({}, "a", "a") == ["a"]
assert bfs_shortest_path_nodes({"a": ["b"]}, "a", "b") == ["a", "b"]
assert bfs_shortest_path_nodes({"a": ["b"]}, "b", "a") == []
assert bfs_shortest_path_nodes({"a": ["b", "c"], "b": ["d"], "c": ["d"]}, "a", "d") == ["a", "b", "d"]
assert bfs_shortest_path_nodes({"a": ["c", "b"], "b": ["d"], "c": ["d"]}, "a", "d") == ["a", "b", "d"]
assert bfs_shortest_path_nodes({"a": ["b", "e"], "b": ["c"], "c": ["d"], "e": ["d"]}, "a", "d") == ["a", "e", "d"]
assert bfs_shortest_path_nodes({1: [2, 3], 2: [4], 3: [4], 4: [5], 5: []}, 1, 5) == [1, 2, 4, 5]
assert bfs_shortest_path_nodes({1: [2], 2: [3], 3: [1]}, 3, 2) == [3, 1, 2]
assert bfs_shortest_path_nodes({"s": ["z", "a"], "z": ["t"], "a": ["b"], "b": ["t"]}, "s", "t") == ["s", "z", "t"]

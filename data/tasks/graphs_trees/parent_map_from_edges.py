# query: Root an undirected tree given as a list of (u, v) edges at a chosen root and return a dict mapping every node
# reachable from the root to its parent, with the root mapped to None; nodes not connected to the root are left out.
from collections import deque
def parent_map_from_edges(edges, root):
    adj = {}
    for u, v in edges:
        adj.setdefault(u, []).append(v)
        adj.setdefault(v, []).append(u)
    parent = {root: None}
    queue = deque([root])
    while queue:
        u = queue.popleft()
        for v in adj.get(u, ()):
            if v not in parent:
                parent[v] = u
                queue.append(v)
    return parent

# tests
assert parent_map_from_edges([], 7) == {7: None}
assert parent_map_from_edges([(1, 2)], 1) == {1: None, 2: 1}
assert parent_map_from_edges([(1, 2)], 2) == {2: None, 1: 2}
assert parent_map_from_edges([(1, 2), (1, 3), (3, 4)], 1) == {1: None, 2: 1, 3: 1, 4: 3}
assert parent_map_from_edges([(1, 2), (1, 3), (3, 4)], 4) == {4: None, 3: 4, 1: 3, 2: 1}
assert parent_map_from_edges([(1, 2), (3, 4)], 1) == {1: None, 2: 1}
assert parent_map_from_edges([("a", "b"), ("c", "b"), ("b", "d")], "d") == {"d": None, "b": "d", "a": "b", "c": "b"}
assert parent_map_from_edges([(5, 6), (6, 7), (7, 8)], 6) == {6: None, 5: 6, 7: 6, 8: 7}

# query: Group the nodes reachable from start in a directed graph given as an adjacency dict by their distance in edges:
# return a list whose i-th entry is the sorted list of nodes exactly i edges away (entry 0 is [start]).
def bfs_layers(graph, start):
    layers = []
    seen = {start}
    current = [start]
    while current:
        layers.append(sorted(current))
        nxt = []
        for u in current:
            for v in graph.get(u, ()):
                if v not in seen:
                    seen.add(v)
                    nxt.append(v)
        current = nxt
    return layers

# tests
assert bfs_layers({}, "a") == [["a"]]
assert bfs_layers({"a": ["b"]}, "a") == [["a"], ["b"]]
assert bfs_layers({"a": ["b"]}, "b") == [["b"]]
assert bfs_layers({"a": ["c", "b"], "b": ["d"], "c": ["d"]}, "a") == [["a"], ["b", "c"], ["d"]]
assert bfs_layers({"a": ["b"], "b": ["a", "c"], "c": ["a"]}, "a") == [["a"], ["b"], ["c"]]
assert bfs_layers({1: [2, 3], 2: [4], 3: [4, 5], 4: [6], 5: []}, 1) == [[1], [2, 3], [4, 5], [6]]
assert bfs_layers({1: [2], 2: [3], 3: [1], 4: [1]}, 1) == [[1], [2], [3]]
assert bfs_layers({0: [5, 1], 1: [5], 5: [9]}, 0) == [[0], [1, 5], [9]]

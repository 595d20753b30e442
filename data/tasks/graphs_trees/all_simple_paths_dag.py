# query: List every path from src to dst in a directed acyclic graph given as an adjacency dict, each path as a list of
# nodes, with the paths sorted lexicographically; src == dst gives [[src]] and no path gives [].
def all_simple_paths_dag(graph, src, dst):
    paths = []
    def walk(node, path):
        if node == dst:
            paths.append(path)
            return
        for nxt in graph.get(node, ()):
            walk(nxt, path + [nxt])
    walk(src, [src])
    return sorted(paths)

# tests
assert all_simple_paths_dag({}, "a", "a") == [["a"]]
assert all_simple_paths_dag({"a": ["b"]}, "b", "a") == []
assert all_simple_paths_dag({"a": ["b"]}, "a", "b") == [["a", "b"]]
assert all_simple_paths_dag({0: [2, 1], 1: [3], 2: [3]}, 0, 3) == [[0, 1, 3], [0, 2, 3]]
assert all_simple_paths_dag({0: [1, 3], 1: [2, 3], 2: [3]}, 0, 3) == [[0, 1, 2, 3], [0, 1, 3], [0, 3]]
assert all_simple_paths_dag({0: [1], 1: [2], 3: [2]}, 0, 3) == []
assert all_simple_paths_dag({"s": ["a", "b"], "a": ["t", "b"], "b": ["t"]}, "s", "t") == [["s", "a", "b", "t"], ["s", "a", "t"], ["s", "b", "t"]]
assert all_simple_paths_dag({"s": ["a", "b"], "a": ["t", "b"], "b": ["t"]}, "a", "t") == [["a", "b", "t"], ["a", "t"]]
assert len(all_simple_paths_dag({i: [i + 1, i + 2] for i in range(8)}, 0, 8)) == 34

# query: Count the distinct directed paths from source to target in a directed acyclic graph given as an adjacency dict,
# using memoised depth-first search; a path from a node to itself counts once, and parallel edges count separately.
def count_dag_paths(graph, source, target):
    memo = {}
    def ways(node):
        if node == target:
            return 1
        if node in memo:
            return memo[node]
        total = 0
        for nxt in graph.get(node, []):
            total += ways(nxt)
        memo[node] = total
        return total
    return ways(source)

# tests
assert count_dag_paths({}, 1, 1) == 1
assert count_dag_paths({}, 1, 2) == 0
assert count_dag_paths({1: [2]}, 1, 2) == 1
assert count_dag_paths({1: [2]}, 2, 1) == 0
assert count_dag_paths({0: [1, 2], 1: [3], 2: [3], 3: []}, 0, 3) == 2
assert count_dag_paths({0: [1, 2, 3], 1: [2, 3], 2: [3]}, 0, 3) == 4
assert count_dag_paths({0: [1, 1], 1: [2]}, 0, 2) == 2
assert count_dag_paths({0: [1, 2], 1: [3, 4], 2: [3, 4], 3: [5], 4: [5], 5: [6]}, 0, 6) == 4
assert count_dag_paths({0: [1], 1: [2], 2: [3]}, 0, 2) == 1

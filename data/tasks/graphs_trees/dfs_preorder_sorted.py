# query: Return the nodes reachable from start in depth-first preorder, visiting the neighbours of each node (from an
# adjacency dict) in ascending order and each node only once; a start without an entry still yields [start].
def dfs_preorder_sorted(graph, start):
    order = []
    visited = set()
    stack = [start]
    while stack:
        node = stack.pop()
        if node in visited:
            continue
        visited.add(node)
        order.append(node)
        for nxt in sorted(graph.get(node, []), reverse=True):
            if nxt not in visited:
                stack.append(nxt)
    return order

# tests
assert dfs_preorder_sorted({}, 5) == [5]
assert dfs_preorder_sorted({1: [3, 2], 2: [4], 3: [4], 4: []}, 1) == [1, 2, 4, 3]
assert dfs_preorder_sorted({1: [2], 2: [1]}, 2) == [2, 1]
assert dfs_preorder_sorted({0: [2, 1], 1: [3], 2: [3], 3: [0]}, 0) == [0, 1, 3, 2]
assert dfs_preorder_sorted({1: [5, 2, 9], 2: [], 5: [6], 6: [], 9: []}, 1) == [1, 2, 5, 6, 9]
assert dfs_preorder_sorted({1: [2], 2: [3], 3: [1], 4: [1]}, 1) == [1, 2, 3]
assert dfs_preorder_sorted({"a": ["c", "b"], "b": ["d"], "c": ["d"], "d": []}, "a") == ["a", "b", "d", "c"]
assert dfs_preorder_sorted({1: [1]}, 1) == [1]
assert dfs_preorder_sorted({3: [1, 2], 1: [2], 2: [1]}, 3) == [3, 1, 2]

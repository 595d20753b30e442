# query: A rooted tree is given as a parent array where parent[i] is the parent of node i and the root has parent -1;
# return the list of depths of all nodes (root depth 0), or None if there is not exactly one root.
def parent_array_depths(parent):
    n = len(parent)
    roots = [i for i in range(n) if parent[i] == -1]
    if len(roots) != 1:
        return None
    depth = [-1] * n
    depth[roots[0]] = 0
    for start in range(n):
        chain = []
        node = start
        while depth[node] < 0:
            chain.append(node)
            node = parent[node]
        base = depth[node]
        for k, item in enumerate(reversed(chain)):
            depth[item] = base + k + 1
    return depth

# tests
assert parent_array_depths([]) is None
assert parent_array_depths([-1]) == [0]
assert parent_array_depths([-1, -1]) is None
assert parent_array_depths([-1, 0, 0, 1, 1, 2]) == [0, 1, 1, 2, 2, 2]
assert parent_array_depths([1, 2, 3, -1]) == [3, 2, 1, 0]
assert parent_array_depths([2, 0, -1, 1]) == [1, 2, 0, 3]
assert parent_array_depths([3, 3, 3, -1, 0]) == [1, 1, 1, 0, 2]
assert parent_array_depths([-1, 0, 1, 2, 3, 4]) == [0, 1, 2, 3, 4, 5]
assert parent_array_depths([4, 4, 0, 2, -1]) == [1, 1, 2, 3, 0]

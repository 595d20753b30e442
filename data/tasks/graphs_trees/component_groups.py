# query: Return the connected components of an undirected graph with nodes 0..n-1 and edge list (u, v) as sorted lists
# of nodes, the components ordered by their smallest node; isolated nodes form their own component and n <= 0 gives
# [].
def component_groups(n, edges):
    parent = list(range(max(n, 0)))
    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    for u, v in edges:
        ru, rv = find(u), find(v)
        if ru != rv:
            parent[max(ru, rv)] = min(ru, rv)
    groups = {}
    for x in range(max(n, 0)):
        groups.setdefault(find(x), []).append(x)
    return sorted(groups.values())

# tests
assert component_groups(0, []) == []
assert component_groups(-2, []) == []
assert component_groups(1, []) == [[0]]
assert component_groups(3, []) == [[0], [1], [2]]
assert component_groups(3, [(0, 1)]) == [[0, 1], [2]]
assert component_groups(3, [(2, 1)]) == [[0], [1, 2]]
assert component_groups(5, [(4, 0), (1, 3)]) == [[0, 4], [1, 3], [2]]
assert component_groups(6, [(0, 1), (1, 2), (3, 4), (4, 5), (5, 3)]) == [[0, 1, 2], [3, 4, 5]]
assert component_groups(4, [(3, 2), (2, 1), (1, 0)]) == [[0, 1, 2, 3]]
assert component_groups(4, [(1, 1), (0, 0)]) == [[0], [1], [2], [3]]

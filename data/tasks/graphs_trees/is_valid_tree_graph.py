# query: Decide whether an undirected graph with nodes 0..n-1 and edge list (u, v) is a tree: connected and without any
# cycle, where a self-loop or a repeated edge is a cycle; n of 1 with no edges is a tree and n below 1 is not.
def is_valid_tree_graph(n, edges):
    if n < 1 or len(edges) != n - 1:
        return False
    parent = list(range(n))
    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    for u, v in edges:
        ru, rv = find(u), find(v)
        if ru == rv:
            return False
        parent[ru] = rv
    return True

# tests
assert is_valid_tree_graph(0, []) is False
assert is_valid_tree_graph(1, []) is True
assert is_valid_tree_graph(2, []) is False
assert is_valid_tree_graph(2, [(0, 1)]) is True
assert is_valid_tree_graph(2, [(0, 1), (1, 0)]) is False
assert is_valid_tree_graph(3, [(0, 0), (1, 2)]) is False
assert is_valid_tree_graph(4, [(0, 1), (1, 2), (2, 0)]) is False
assert is_valid_tree_graph(5, [(0, 1), (0, 2), (0, 3), (1, 4)]) is True
assert is_valid_tree_graph(5, [(0, 1), (1, 2), (2, 3), (1, 3), (4, 4)]) is False
assert is_valid_tree_graph(4, [(3, 2), (2, 1), (1, 0)]) is True

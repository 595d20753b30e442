# query: Given a directed acyclic graph with nodes 0..n-1 and edges (u, v), return the sorted list of edges left after
# removing every edge u -> v that is implied by another path from u to v (the transitive reduction); repeated edges
# are kept only once.
def transitive_reduction_edges(n, edges):
    adj = {u: set() for u in range(n)}
    for u, v in edges:
        adj[u].add(v)
    def reachable_without(u, v):
        stack = [w for w in adj[u] if w != v]
        seen = set(stack)
        while stack:
            x = stack.pop()
            if x == v:
                return True
            for y in adj[x]:
                if y not in seen:
                    seen.add(y)
                    stack.append(y)
        return False
    return sorted((u, v) for u in range(n) for v in adj[u] if not reachable_without(u, v))

# tests
assert transitive_reduction_edges(0, []) == []
assert transitive_reduction_edges(2, [(0, 1)]) == [(0, 1)]
assert transitive_reduction_edges(2, [(0, 1), (0, 1)]) == [(0, 1)]
assert transitive_reduction_edges(3, [(0, 1), (1, 2), (0, 2)]) == [(0, 1), (1, 2)]
assert transitive_reduction_edges(3, [(0, 2), (1, 2)]) == [(0, 2), (1, 2)]
assert transitive_reduction_edges(4, [(0, 1), (1, 2), (2, 3), (0, 3), (1, 3)]) == [(0, 1), (1, 2), (2, 3)]
assert transitive_reduction_edges(4, [(0, 1), (0, 2), (1, 3), (2, 3), (0, 3)]) == [(0, 1), (0, 2), (1, 3), (2, 3)]
assert transitive_reduction_edges(5, [(3, 4), (0, 4), (0, 3)]) == [(0, 3), (3, 4)]
assert transitive_reduction_edges(4, [(2, 0), (2, 1), (1, 0), (3, 2), (3, 0)]) == [(1, 0), (2, 1), (3, 2)]

# query: For a rooted tree given as a parent array (parent[i] is the parent of node i, -1 for the root) answer queries
# (u, v) with True when u is an ancestor of v (a node counts as its own ancestor), each in constant time after a linear
# pre-pass; a query with an index out of range gives False.
def ancestor_query_answers(parent, queries):
    n = len(parent)
    children = [[] for _ in range(n)]
    roots = []
    for i, p in enumerate(parent):
        if p == -1:
            roots.append(i)
        else:
            children[p].append(i)
    tin = [0] * n
    tout = [0] * n
    timer = 0
    for root in roots:
        stack = [(root, False)]
        while stack:
            node, leaving = stack.pop()
            if leaving:
                tout[node] = timer
                timer += 1
                continue
            tin[node] = timer
            timer += 1
            stack.append((node, True))
            for c in children[node]:
                stack.append((c, False))
    out = []
    for u, v in queries:
        if not (0 <= u < n and 0 <= v < n):
            out.append(False)
        else:
            out.append(tin[u] <= tin[v] and tout[v] <= tout[u])
    return out

# tests
assert ancestor_query_answers([-1], []) == []
assert ancestor_query_answers([-1], [(0, 0)]) == [True]
assert ancestor_query_answers([-1, 0], [(0, 1), (1, 0)]) == [True, False]
assert ancestor_query_answers([-1, 0, 0, 1, 1, 2], [(1, 4), (2, 4), (0, 5), (3, 3)]) == [True, False, True, True]
assert ancestor_query_answers([-1, 0, 0, 1, 1, 2], [(3, 4), (4, 1), (2, 5), (5, 2)]) == [False, False, True, False]
assert ancestor_query_answers([-1, 0, 1, 2, 3], [(1, 4), (4, 1), (2, 3)]) == [True, False, True]
assert ancestor_query_answers([-1, 0], [(2, 0), (0, -1), (-1, 1)]) == [False, False, False]
assert ancestor_query_answers([2, 2, -1, 0, 0], [(2, 3), (0, 4), (1, 3), (3, 0)]) == [True, True, False, False]

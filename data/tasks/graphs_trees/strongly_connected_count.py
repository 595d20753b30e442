# query: Count the strongly connected components of a directed graph with nodes 0..n-1 and edge list (u, v) using
# Kosaraju's two-pass algorithm (iterative DFS); every node forms at least a component by itself.
def strongly_connected_count(n, edges):
    fwd = [[] for _ in range(n)]
    rev = [[] for _ in range(n)]
    for u, v in edges:
        fwd[u].append(v)
        rev[v].append(u)
    seen = [False] * n
    order = []
    for s in range(n):
        if seen[s]:
            continue
        seen[s] = True
        stack = [(s, 0)]
        while stack:
            node, i = stack.pop()
            if i < len(fwd[node]):
                stack.append((node, i + 1))
                nxt = fwd[node][i]
                if not seen[nxt]:
                    seen[nxt] = True
                    stack.append((nxt, 0))
            else:
                order.append(node)
    assigned = [False] * n
    count = 0
    for s in reversed(order):
        if assigned[s]:
            continue
        count += 1
        assigned[s] = True
        stack = [s]
        while stack:
            node = stack.pop()
            for prv in rev[node]:
                if not assigned[prv]:
                    assigned[prv] = True
                    stack.append(prv)
    return count

# tests
assert strongly_connected_count(0, []) == 0
assert strongly_connected_count(3, []) == 3
assert strongly_connected_count(2, [(0, 1)]) == 2
assert strongly_connected_count(2, [(0, 1), (1, 0)]) == 1
assert strongly_connected_count(5, [(1, 0), (0, 2), (2, 1), (0, 3), (3, 4)]) == 3
assert strongly_connected_count(4, [(0, 1), (1, 2), (2, 3), (3, 0)]) == 1
assert strongly_connected_count(6, [(0, 1), (1, 0), (1, 2), (2, 3), (3, 4), (4, 2), (5, 5)]) == 3
assert strongly_connected_count(4, [(3, 2), (2, 1), (1, 0)]) == 4
assert strongly_connected_count(5, [(0, 1), (1, 2), (2, 0), (3, 2), (4, 3), (3, 4)]) == 2

# query: Return the matrix of shortest path lengths between all pairs of nodes 0..n-1 of a directed graph with weighted
# edges (u, v, w), where weights may be negative: 0 on the diagonal and None where no path exists; if a negative cycle
# exists return None.
def floyd_warshall_matrix(n, edges):
    inf = float("inf")
    d = [[0 if i == j else inf for j in range(n)] for i in range(n)]
    for u, v, w in edges:
        if w < d[u][v]:
            d[u][v] = w
    for k in range(n):
        for i in range(n):
            for j in range(n):
                if d[i][k] + d[k][j] < d[i][j]:
                    d[i][j] = d[i][k] + d[k][j]
    if any(d[i][i] < 0 for i in range(n)):
        return None
    return [[None if x == inf else x for x in row] for row in d]

# tests
assert floyd_warshall_matrix(0, []) == []
assert floyd_warshall_matrix(1, []) == [[0]]
assert floyd_warshall_matrix(2, [(0, 1, 5)]) == [[0, 5], [None, 0]]
assert floyd_warshall_matrix(2, [(0, 1, 5), (0, 1, 3)]) == [[0, 3], [None, 0]]
assert floyd_warshall_matrix(3, [(0, 1, 4), (1, 2, 1), (0, 2, 7)]) == [[0, 4, 5], [None, 0, 1], [None, None, 0]]
assert floyd_warshall_matrix(3, [(0, 1, 4), (1, 2, -2), (2, 0, 3)]) == [[0, 4, 2], [1, 0, -2], [3, 7, 0]]
assert floyd_warshall_matrix(2, [(0, 1, -1), (1, 0, -1)]) is None
assert floyd_warshall_matrix(2, [(0, 1, -1), (1, 0, 1)]) == [[0, -1], [1, 0]]
assert floyd_warshall_matrix(3, [(2, 1, 2), (1, 0, 2)]) == [[0, None, None], [2, 0, None], [4, 2, 0]]

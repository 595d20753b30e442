# query: Pivot (row, column, value) triples into a table: return (sorted distinct row labels, sorted distinct column
# labels, grid) where grid[i][j] is the sum of the values for that row and column, or 0 when there are none.
def pivot_triples(triples):
    rows = sorted({r for r, _, _ in triples})
    cols = sorted({c for _, c, _ in triples})
    ri = {r: i for i, r in enumerate(rows)}
    ci = {c: i for i, c in enumerate(cols)}
    grid = [[0] * len(cols) for _ in rows]
    for r, c, v in triples:
        grid[ri[r]][ci[c]] += v
    return rows, cols, grid

# tests
assert pivot_triples([]) == ([], [], [])
assert pivot_triples([("a", "x", 1)]) == (['a'], ['x'], [[1]])
assert pivot_triples([("a", "x", 1), ("b", "y", 2)]) == (['a', 'b'], ['x', 'y'], [[1, 0], [0, 2]])
assert pivot_triples([("b", "x", 1), ("a", "x", 2), ("b", "x", 3)]) == (['a', 'b'], ['x'], [[2], [4]])
assert pivot_triples([("r", 2, 5), ("r", 1, -1)]) == (['r'], [1, 2], [[-1, 5]])
assert pivot_triples([(2, "q", 1), (1, "p", 1), (2, "p", 4)]) == ([1, 2], ['p', 'q'], [[1, 0], [4, 1]])
assert pivot_triples([("a", "x", 5), ("a", "x", -5)]) == (['a'], ['x'], [[0]])
assert pivot_triples([("s", "b", 1), ("t", "a", 2), ("s", "a", 3), ("t", "c", 4)]) == (['s', 't'], ['a', 'b', 'c'], [[3, 1, 0], [2, 0, 4]])

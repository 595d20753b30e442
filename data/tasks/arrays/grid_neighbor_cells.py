# query: List the in-bounds neighbours (row, column) of cell (r, c) in a rows x cols grid, in row-major order: the
# four edge-adjacent cells, plus the four diagonal ones when diagonal is True.
def grid_neighbor_cells(rows, cols, r, c, diagonal):
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr == 0 and dc == 0:
                continue
            if not diagonal and dr != 0 and dc != 0:
                continue
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols:
                out.append((nr, nc))
    return out

# tests
assert grid_neighbor_cells(1, 1, 0, 0, True) == []
assert grid_neighbor_cells(3, 3, 1, 1, False) == [(0, 1), (1, 0), (1, 2), (2, 1)]
assert grid_neighbor_cells(3, 3, 1, 1, True) == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1), (2, 2)]
assert grid_neighbor_cells(3, 3, 0, 0, False) == [(0, 1), (1, 0)]
assert grid_neighbor_cells(3, 3, 2, 2, True) == [(1, 1), (1, 2), (2, 1)]
assert grid_neighbor_cells(2, 4, 0, 3, True) == [(0, 2), (1, 2), (1, 3)]
assert grid_neighbor_cells(4, 2, 3, 0, False) == [(2, 0), (3, 1)]
assert grid_neighbor_cells(1, 3, 0, 1, True) == [(0, 0), (0, 2)]

# query: List the in-bounds neighbours of cell (row, col) in a grid with the given numbers of rows and columns, as
# (row, col) pairs in row-major order; only the 4 edge neighbours unless diagonal is True (then all 8). A cell
# outside the grid has no neighbours.
def grid_neighbor_cells(row, col, rows, cols, diagonal):
    if not (0 <= row < rows and 0 <= col < cols):
        return []
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr == 0 and dc == 0:
                continue
            if not diagonal and dr != 0 and dc != 0:
                continue
            r, c = row + dr, col + dc
            if 0 <= r < rows and 0 <= c < cols:
                out.append((r, c))
    return out

# tests
assert grid_neighbor_cells(0, 0, 3, 3, False) == [(0, 1), (1, 0)]
assert grid_neighbor_cells(0, 0, 3, 3, True) == [(0, 1), (1, 0), (1, 1)]
assert grid_neighbor_cells(1, 1, 3, 3, False) == [(0, 1), (1, 0), (1, 2), (2, 1)]
assert grid_neighbor_cells(1, 1, 3, 3, True) == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1), (2, 2)]
assert grid_neighbor_cells(2, 3, 3, 4, True) == [(1, 2), (1, 3), (2, 2)]
assert grid_neighbor_cells(0, 2, 1, 4, True) == [(0, 1), (0, 3)]
assert grid_neighbor_cells(0, 0, 1, 1, True) == []
assert grid_neighbor_cells(3, 0, 3, 3, True) == []
assert grid_neighbor_cells(0, -1, 3, 3, False) == []
assert grid_neighbor_cells(2, 0, 3, 2, False) == [(1, 0), (2, 1)]

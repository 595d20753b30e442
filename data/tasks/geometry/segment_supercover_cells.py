# query: List every grid cell that the straight segment between the centres of cells (x0, y0) and (x1, y1) passes
# through, in order of travel; where it passes exactly through a cell corner, the two cells touching that corner are
# listed too (first the one beside in x, then the one beside in y) before the diagonal cell.
def segment_supercover_cells(x0, y0, x1, y1):
    dx, dy = abs(x1 - x0), abs(y1 - y0)
    sx = 1 if x1 > x0 else -1
    sy = 1 if y1 > y0 else -1
    x, y = x0, y0
    cells = [(x, y)]
    ix = iy = 0
    while ix < dx or iy < dy:
        a = (1 + 2 * ix) * dy
        b = (1 + 2 * iy) * dx
        if a == b:
            cells.append((x + sx, y))
            cells.append((x, y + sy))
            x += sx
            y += sy
            ix += 1
            iy += 1
        elif a < b:
            x += sx
            ix += 1
        else:
            y += sy
            iy += 1
        cells.append((x, y))
    return cells

# tests
assert segment_supercover_cells(3, 3, 3, 3) == [(3, 3)]
assert segment_supercover_cells(0, 0, 3, 0) == [(0, 0), (1, 0), (2, 0), (3, 0)]
assert segment_supercover_cells(0, 0, 0, -2) == [(0, 0), (0, -1), (0, -2)]
assert segment_supercover_cells(0, 0, 2, 2) == [(0, 0), (1, 0), (0, 1), (1, 1), (2, 1), (1, 2), (2, 2)]
assert segment_supercover_cells(0, 0, 3, 1) == [(0, 0), (1, 0), (2, 0), (1, 1), (2, 1), (3, 1)]
assert segment_supercover_cells(0, 0, 1, 3) == [(0, 0), (0, 1), (1, 1), (0, 2), (1, 2), (1, 3)]
assert segment_supercover_cells(0, 0, 2, 1) == [(0, 0), (1, 0), (1, 1), (2, 1)]
assert segment_supercover_cells(2, 1, 0, 0) == [(2, 1), (1, 1), (1, 0), (0, 0)]
assert segment_supercover_cells(0, 0, -1, -1) == [(0, 0), (-1, 0), (0, -1), (-1, -1)]
assert segment_supercover_cells(0, 0, 4, 2) == [(0, 0), (1, 0), (1, 1), (2, 1), (3, 1), (3, 2), (4, 2)]

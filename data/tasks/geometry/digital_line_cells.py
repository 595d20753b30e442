# query: Return the list of integer grid cells visited by Bresenham's line algorithm when drawing from (x0, y0) to
# (x1, y1), both endpoints included, in drawing order; works for all directions and slopes.
def digital_line_cells(x0, y0, x1, y1):
    dx = abs(x1 - x0)
    dy = -abs(y1 - y0)
    sx = 1 if x0 < x1 else -1
    sy = 1 if y0 < y1 else -1
    err = dx + dy
    cells = []
    while True:
        cells.append((x0, y0))
        if x0 == x1 and y0 == y1:
            break
        e2 = 2 * err
        if e2 >= dy:
            err += dy
            x0 += sx
        if e2 <= dx:
            err += dx
            y0 += sy
    return cells

# tests
assert digital_line_cells(0, 0, 0, 0) == [(0, 0)]
assert digital_line_cells(0, 0, 3, 0) == [(0, 0), (1, 0), (2, 0), (3, 0)]
assert digital_line_cells(0, 0, 0, -2) == [(0, 0), (0, -1), (0, -2)]
assert digital_line_cells(0, 0, 3, 3) == [(0, 0), (1, 1), (2, 2), (3, 3)]
assert digital_line_cells(0, 0, 4, 2) == [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2)]
assert digital_line_cells(4, 2, 0, 0) == [(4, 2), (3, 1), (2, 1), (1, 0), (0, 0)]
assert digital_line_cells(0, 0, 2, 5) == [(0, 0), (0, 1), (1, 2), (1, 3), (2, 4), (2, 5)]
assert digital_line_cells(1, 1, -2, 3) == [(1, 1), (0, 2), (-1, 2), (-2, 3)]

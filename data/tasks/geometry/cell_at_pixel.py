# query: A grid of cols by rows cells, each cell_w by cell_h pixels, is drawn from (0, 0) with a gap of gap pixels
# between neighbouring cells; return the (col, row) of the cell containing pixel (px, py), or None when the pixel falls
# in a gap or outside the grid.
def cell_at_pixel(px, py, cell_w, cell_h, gap, cols, rows):
    if px < 0 or py < 0:
        return None
    col, ox = divmod(px, cell_w + gap)
    row, oy = divmod(py, cell_h + gap)
    if ox >= cell_w or oy >= cell_h:
        return None
    if col >= cols or row >= rows:
        return None
    return (col, row)

# tests
assert cell_at_pixel(0, 0, 10, 20, 2, 3, 3) == (0, 0)
assert cell_at_pixel(9, 19, 10, 20, 2, 3, 3) == (0, 0)
assert cell_at_pixel(10, 5, 10, 20, 2, 3, 3) is None
assert cell_at_pixel(11, 5, 10, 20, 2, 3, 3) is None
assert cell_at_pixel(12, 5, 10, 20, 2, 3, 3) == (1, 0)
assert cell_at_pixel(5, 21, 10, 20, 2, 3, 3) is None
assert cell_at_pixel(5, 22, 10, 20, 2, 3, 3) == (0, 1)
assert cell_at_pixel(30, 50, 10, 20, 2, 3, 3) == (2, 2)
assert cell_at_pixel(36, 5, 10, 20, 2, 3, 3) is None
assert cell_at_pixel(-1, 5, 10, 20, 2, 3, 3) is None

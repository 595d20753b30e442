# query: Split a rectangle (x, y, w, h) into rows by cols cells of whole-pixel sizes that tile it exactly, giving the
# leftover pixels one each to the first columns and first rows, and return the cells as (x, y, w, h) row by row;
# rows or cols below 1 give [].
def split_rect_into_grid(x, y, w, h, rows, cols):
    if rows < 1 or cols < 1:
        return []
    def sizes(total, parts):
        base, extra = divmod(total, parts)
        return [base + (1 if i < extra else 0) for i in range(parts)]
    widths = sizes(w, cols)
    heights = sizes(h, rows)
    cells = []
    cy = y
    for ch in heights:
        cx = x
        for cw in widths:
            cells.append((cx, cy, cw, ch))
            cx += cw
        cy += ch
    return cells

# tests
assert split_rect_into_grid(0, 0, 10, 10, 0, 2) == []
assert split_rect_into_grid(0, 0, 10, 10, 2, 0) == []
assert split_rect_into_grid(5, 7, 10, 4, 1, 1) == [(5, 7, 10, 4)]
assert split_rect_into_grid(0, 0, 10, 4, 1, 2) == [(0, 0, 5, 4), (5, 0, 5, 4)]
assert split_rect_into_grid(0, 0, 10, 4, 1, 3) == [(0, 0, 4, 4), (4, 0, 3, 4), (7, 0, 3, 4)]
assert split_rect_into_grid(0, 0, 4, 5, 2, 1) == [(0, 0, 4, 3), (0, 3, 4, 2)]
assert split_rect_into_grid(10, 20, 5, 5, 2, 2) == [(10, 20, 3, 3), (13, 20, 2, 3), (10, 23, 3, 2), (13, 23, 2, 2)]
assert split_rect_into_grid(0, 0, 11, 3, 1, 4) == [(0, 0, 3, 3), (3, 0, 3, 3), (6, 0, 3, 3), (9, 0, 2, 3)]
assert split_rect_into_grid(-6, 0, 6, 3, 3, 2) == [(-6, 0, 3, 1), (-3, 0, 3, 1), (-6, 1, 3, 1), (-3, 1, 3, 1), (-6, 2, 3, 1), (-3, 2, 3, 1)]

# query: Decide whether two axis-aligned rectangles (x1, y1, x2, y2) touch along a piece of edge of positive length
# without overlapping in area (like adjacent rooms on a floor plan); meeting only at a corner does not count.
def rects_share_edge(a, b):
    ox = min(a[2], b[2]) - max(a[0], b[0])
    oy = min(a[3], b[3]) - max(a[1], b[1])
    return (ox == 0 and oy > 0) or (oy == 0 and ox > 0)

# tests
assert rects_share_edge((0, 0, 2, 2), (2, 0, 4, 2)) is True
assert rects_share_edge((2, 0, 4, 2), (0, 0, 2, 2)) is True
assert rects_share_edge((0, 0, 2, 2), (0, 2, 2, 5)) is True
assert rects_share_edge((0, 0, 2, 2), (2, 1, 3, 9)) is True
assert rects_share_edge((0, 0, 2, 2), (1, -3, 5, 0)) is True
assert rects_share_edge((0, 0, 2, 2), (2, 2, 4, 4)) is False
assert rects_share_edge((0, 0, 2, 2), (1, 1, 3, 3)) is False
assert rects_share_edge((0, 0, 2, 2), (3, 0, 5, 2)) is False
assert rects_share_edge((0, 0, 2, 2), (-2, 2, 0, 4)) is False
assert rects_share_edge((0, 0, 2, 2), (0, 3, 2, 4)) is False

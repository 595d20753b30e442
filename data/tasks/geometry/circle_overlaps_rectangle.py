# query: Decide whether a circle (centre cx, cy and radius r, integers, disc including its edge) and an
# axis-aligned rectangle (x1, y1, x2, y2) with x1 <= x2, y1 <= y2 share at least one point, using exact integer
# arithmetic; touching counts.
def circle_overlaps_rectangle(cx, cy, r, rect):
    x1, y1, x2, y2 = rect
    nx = min(max(cx, x1), x2)
    ny = min(max(cy, y1), y2)
    dx = cx - nx
    dy = cy - ny
    return dx * dx + dy * dy <= r * r

# tests
assert circle_overlaps_rectangle(2, 2, 1, (0, 0, 4, 4)) is True
assert circle_overlaps_rectangle(6, 2, 2, (0, 0, 4, 4)) is True
assert circle_overlaps_rectangle(7, 2, 2, (0, 0, 4, 4)) is False
assert circle_overlaps_rectangle(2, -3, 3, (0, 0, 4, 4)) is True
assert circle_overlaps_rectangle(2, 8, 3, (0, 0, 4, 4)) is False
assert circle_overlaps_rectangle(-2, 2, 1, (0, 0, 4, 4)) is False
assert circle_overlaps_rectangle(5, 5, 1, (0, 0, 4, 4)) is False
assert circle_overlaps_rectangle(5, 5, 2, (0, 0, 4, 4)) is True
assert circle_overlaps_rectangle(-3, -4, 5, (0, 0, 4, 4)) is True
assert circle_overlaps_rectangle(7, 8, 5, (0, 0, 4, 4)) is True

# query: List, sorted, the integer grid cells (x, y) whose Euclidean distance from the centre (cx, cy) rounds to r,
# i.e. r - 1/2 <= distance < r + 1/2, using exact integer arithmetic; r of 0 gives just the centre and a negative r
# gives [].
def ring_cells_at_radius(cx, cy, r):
    if r < 0:
        return []
    lo = (2 * r - 1) ** 2 if r > 0 else 0
    hi = (2 * r + 1) ** 2
    cells = []
    for x in range(cx - r, cx + r + 1):
        for y in range(cy - r, cy + r + 1):
            d = 4 * ((x - cx) ** 2 + (y - cy) ** 2)
            if lo <= d < hi:
                cells.append((x, y))
    return cells

# tests
assert ring_cells_at_radius(0, 0, -1) == []
assert ring_cells_at_radius(4, -2, 0) == [(4, -2)]
assert ring_cells_at_radius(0, 0, 1) == [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
assert len(ring_cells_at_radius(0, 0, 2)) == 12
assert (2, 1) in ring_cells_at_radius(0, 0, 2) and (2, 2) not in ring_cells_at_radius(0, 0, 2)
assert (1, 1) not in ring_cells_at_radius(0, 0, 2)
assert ring_cells_at_radius(5, 5, 2)[:3] == [(3, 4), (3, 5), (3, 6)]
assert len(ring_cells_at_radius(0, 0, 3)) == 16
assert (3, 2) not in ring_cells_at_radius(0, 0, 3) and (2, 2) in ring_cells_at_radius(0, 0, 3)

# query: On a hexagonal grid in axial coordinates (q, r), list every cell within n steps of the centre cell, sorted
# by q and then r; n of 0 gives just the centre and a negative n gives [].
def hex_cells_in_range(center, n):
    if n < 0:
        return []
    q0, r0 = center
    cells = []
    for dq in range(-n, n + 1):
        for dr in range(max(-n, -dq - n), min(n, -dq + n) + 1):
            cells.append((q0 + dq, r0 + dr))
    return cells

# tests
assert hex_cells_in_range((0, 0), -1) == []
assert hex_cells_in_range((3, -2), 0) == [(3, -2)]
assert hex_cells_in_range((0, 0), 1) == [(-1, 0), (-1, 1), (0, -1), (0, 0), (0, 1), (1, -1), (1, 0)]
assert hex_cells_in_range((2, 5), 1) == [(1, 5), (1, 6), (2, 4), (2, 5), (2, 6), (3, 4), (3, 5)]
assert len(hex_cells_in_range((0, 0), 2)) == 19
assert len(hex_cells_in_range((0, 0), 3)) == 37
assert hex_cells_in_range((0, 0), 2)[:3] == [(-2, 0), (-2, 1), (-2, 2)]
assert hex_cells_in_range((0, 0), 2)[-3:] == [(2, -2), (2, -1), (2, 0)]
assert (1, 1) in hex_cells_in_range((0, 0), 2) and (1, 2) not in hex_cells_in_range((0, 0), 2)

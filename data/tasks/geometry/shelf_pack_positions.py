# query: Place rectangles (w, h) in the given order on shelves of a sheet max_width wide: each goes right of the
# previous one on the current shelf, and when it would stick out past max_width a new shelf starts below, lowered by
# the tallest height on the shelf above; return the (x, y) top-left positions, or None if any rectangle is wider
# than the sheet.
def shelf_pack_positions(sizes, max_width):
    positions = []
    x = y = shelf_h = 0
    for w, h in sizes:
        if w > max_width:
            return None
        if x + w > max_width:
            y += shelf_h
            x = 0
            shelf_h = 0
        positions.append((x, y))
        x += w
        if h > shelf_h:
            shelf_h = h
    return positions

# tests
assert shelf_pack_positions([], 10) == []
assert shelf_pack_positions([(4, 3)], 10) == [(0, 0)]
assert shelf_pack_positions([(11, 1)], 10) == None
assert shelf_pack_positions([(10, 2), (10, 3)], 10) == [(0, 0), (0, 2)]
assert shelf_pack_positions([(4, 3), (6, 5), (1, 1)], 10) == [(0, 0), (4, 0), (0, 5)]
assert shelf_pack_positions([(4, 3), (7, 5), (3, 1)], 10) == [(0, 0), (0, 3), (7, 3)]
assert shelf_pack_positions([(5, 2), (5, 9), (5, 1), (6, 4), (4, 4)], 10) == [(0, 0), (5, 0), (0, 9), (0, 10), (6, 10)]
assert shelf_pack_positions([(3, 3), (3, 2), (3, 4), (2, 1)], 9) == [(0, 0), (3, 0), (6, 0), (0, 4)]
assert shelf_pack_positions([(2, 2), (12, 1)], 10) == None

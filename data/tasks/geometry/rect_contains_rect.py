# query: Decide whether the rectangle inner lies entirely within the rectangle outer, where each is given by two
# opposite corners (x1, y1, x2, y2) in any order and shared edges count as inside.
def rect_contains_rect(outer, inner):
    ox1, ox2 = sorted((outer[0], outer[2]))
    oy1, oy2 = sorted((outer[1], outer[3]))
    ix1, ix2 = sorted((inner[0], inner[2]))
    iy1, iy2 = sorted((inner[1], inner[3]))
    return ox1 <= ix1 and ix2 <= ox2 and oy1 <= iy1 and iy2 <= oy2

# tests
assert rect_contains_rect((0, 0, 10, 10), (2, 3, 5, 7)) is True
assert rect_contains_rect((0, 0, 10, 10), (0, 0, 10, 10)) is True
assert rect_contains_rect((2, 3, 5, 7), (0, 0, 10, 10)) is False
assert rect_contains_rect((0, 0, 10, 10), (-1, 2, 5, 5)) is False
assert rect_contains_rect((0, 0, 10, 10), (2, 2, 11, 5)) is False
assert rect_contains_rect((0, 0, 10, 10), (2, -1, 5, 5)) is False
assert rect_contains_rect((0, 0, 10, 10), (2, 2, 5, 11)) is False
assert rect_contains_rect((10, 10, 0, 0), (5, 7, 2, 3)) is True
assert rect_contains_rect((-5, 4, 5, -4), (-5, -4, 0, 4)) is True

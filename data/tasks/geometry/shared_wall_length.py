# query: For two axis-aligned rectangles (x1, y1, x2, y2), such as rooms on a floor plan, return the length of wall they
# share: the length of the boundary segment along which they touch, 0 when they are apart or meet only at a corner,
# and None when they overlap with positive area.
def shared_wall_length(a, b):
    ox = min(a[2], b[2]) - max(a[0], b[0])
    oy = min(a[3], b[3]) - max(a[1], b[1])
    if ox > 0 and oy > 0:
        return None
    if ox == 0 and oy > 0:
        return oy
    if oy == 0 and ox > 0:
        return ox
    return 0

# tests
assert shared_wall_length((0, 0, 2, 2), (2, 0, 4, 2)) == 2
assert shared_wall_length((2, 0, 4, 2), (0, 0, 2, 2)) == 2
assert shared_wall_length((0, 0, 2, 2), (0, 2, 2, 5)) == 2
assert shared_wall_length((0, 0, 2, 3), (2, 1, 3, 9)) == 2
assert shared_wall_length((0, 0, 5, 2), (1, -3, 4, 0)) == 3
assert shared_wall_length((0, 0, 2, 2), (2, 2, 4, 4)) == 0
assert shared_wall_length((0, 0, 2, 2), (1, 1, 3, 3)) is None
assert shared_wall_length((0, 0, 2, 2), (3, 0, 5, 2)) == 0
assert shared_wall_length((0, 0, 2, 2), (-2, 2, 0, 4)) == 0
assert shared_wall_length((0, 0, 2, 2), (0, 3, 2, 4)) == 0

# query: Tell whether the vertices of a polygon, given in order as (x, y) pairs, run "counterclockwise" or
# "clockwise" (by the sign of the signed area, y pointing up), or "degenerate" when there are fewer than three
# vertices or the signed area is zero.
def polygon_winding_direction(vertices):
    n = len(vertices)
    if n < 3:
        return "degenerate"
    twice_area = 0
    for i in range(n):
        x1, y1 = vertices[i]
        x2, y2 = vertices[(i + 1) % n]
        twice_area += x1 * y2 - x2 * y1
    if twice_area > 0:
        return "counterclockwise"
    if twice_area < 0:
        return "clockwise"
    return "degenerate"

# tests
assert polygon_winding_direction([]) == "degenerate"
assert polygon_winding_direction([(0, 0), (5, 5)]) == "degenerate"
assert polygon_winding_direction([(0, 0), (4, 0), (4, 3)]) == "counterclockwise"
assert polygon_winding_direction([(0, 0), (4, 3), (4, 0)]) == "clockwise"
assert polygon_winding_direction([(0, 0), (1, 1), (2, 2)]) == "degenerate"
assert polygon_winding_direction([(1, 1), (1, 4), (5, 4), (5, 1)]) == "clockwise"
assert polygon_winding_direction([(1, 1), (5, 1), (5, 4), (1, 4)]) == "counterclockwise"
assert polygon_winding_direction([(0, 0), (2, 0), (2, 2), (0, 2), (0, 1), (-3, 1), (-3, 0)]) == "counterclockwise"
assert polygon_winding_direction([(0, 0), (2, 2), (2, 0), (0, 2)]) == "degenerate"
assert polygon_winding_direction([(-2, -2), (-2, 3), (0, 0), (3, -1)]) == "clockwise"

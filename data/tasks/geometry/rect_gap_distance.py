# query: Return the shortest Euclidean distance between two axis-aligned rectangles (x1, y1, x2, y2), rounded to 4
# decimals, which is 0.0 when they touch or overlap.
import math
def rect_gap_distance(a, b):
    dx = max(0, b[0] - a[2], a[0] - b[2])
    dy = max(0, b[1] - a[3], a[1] - b[3])
    return round(math.hypot(dx, dy), 4)

# tests
assert rect_gap_distance((0, 0, 2, 2), (1, 1, 3, 3)) == 0.0
assert rect_gap_distance((0, 0, 2, 2), (2, 2, 3, 3)) == 0.0
assert rect_gap_distance((0, 0, 2, 2), (5, 0, 6, 2)) == 3.0
assert rect_gap_distance((5, 0, 6, 2), (0, 0, 2, 2)) == 3.0
assert rect_gap_distance((0, 0, 2, 2), (1, 6, 3, 8)) == 4.0
assert rect_gap_distance((1, 6, 3, 8), (0, 0, 2, 2)) == 4.0
assert rect_gap_distance((0, 0, 2, 2), (5, 6, 7, 9)) == 5.0
assert rect_gap_distance((0, 0, 1, 1), (2, 2, 3, 3)) == 1.4142
assert rect_gap_distance((-4, -4, -2, -3), (0, 0, 1, 1)) == 3.6056

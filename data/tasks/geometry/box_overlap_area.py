# query: Given two axis-aligned rectangles as (x1, y1, x2, y2) with x1 < x2 and y1 < y2, return the area of their
# intersection; rectangles that only touch along an edge or corner, or are disjoint, give 0.
def box_overlap_area(a, b):
    left = max(a[0], b[0])
    right = min(a[2], b[2])
    bottom = max(a[1], b[1])
    top = min(a[3], b[3])
    if right <= left or top <= bottom:
        return 0
    return (right - left) * (top - bottom)

# tests
assert box_overlap_area((0, 0, 4, 4), (2, 2, 6, 6)) == 4
assert box_overlap_area((0, 0, 4, 4), (4, 0, 6, 4)) == 0
assert box_overlap_area((0, 0, 4, 4), (0, 4, 4, 6)) == 0
assert box_overlap_area((0, 0, 10, 10), (2, 3, 5, 7)) == 12
assert box_overlap_area((2, 3, 5, 7), (0, 0, 10, 10)) == 12
assert box_overlap_area((0, 0, 4, 4), (1, 6, 3, 8)) == 0
assert box_overlap_area((0, 0, 4, 4), (6, 1, 8, 3)) == 0
assert box_overlap_area((-3, -2, 1, 2), (-1, -5, 4, 0)) == 4
assert box_overlap_area((0, 0, 5, 2), (1, -1, 3, 9)) == 4
assert box_overlap_area((0, 0, 3, 3), (0, 0, 3, 3)) == 9

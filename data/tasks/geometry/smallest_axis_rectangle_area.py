# query: Among the given distinct integer points, find the smallest positive area of an axis-aligned rectangle whose
# four corners are all in the set; return 0 if no such rectangle exists.
def smallest_axis_rectangle_area(points):
    present = set(points)
    pts = sorted(present)
    best = 0
    for i in range(len(pts)):
        x1, y1 = pts[i]
        for j in range(i + 1, len(pts)):
            x2, y2 = pts[j]
            if x1 == x2 or y1 == y2:
                continue
            if (x1, y2) in present and (x2, y1) in present:
                area = abs(x2 - x1) * abs(y2 - y1)
                if best == 0 or area < best:
                    best = area
    return best

# tests
assert smallest_axis_rectangle_area([]) == 0
assert smallest_axis_rectangle_area([(1, 1), (1, 3), (3, 1), (3, 3), (2, 2)]) == 4
assert smallest_axis_rectangle_area([(1, 1), (1, 3), (3, 1), (3, 3), (4, 1), (4, 3)]) == 2
assert smallest_axis_rectangle_area([(0, 0), (1, 1), (2, 2)]) == 0
assert smallest_axis_rectangle_area([(0, 0), (0, 1), (1, 0)]) == 0
assert smallest_axis_rectangle_area([(0, 0), (0, 5), (2, 0), (2, 5), (0, 1), (2, 1)]) == 2
assert smallest_axis_rectangle_area([(-1, -1), (-1, 2), (3, -1), (3, 2)]) == 12
assert smallest_axis_rectangle_area([(0, 3), (4, 0), (0, 0), (4, 3), (1, 0), (1, 3)]) == 3
assert smallest_axis_rectangle_area([(0, 0), (0, 2), (1, 0), (1, 2), (5, 0), (5, 2), (5, 1), (0, 1)]) == 2

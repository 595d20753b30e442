# query: Classify an integer point against a simple polygon (list of integer (x, y) vertices in order) as "inside",
# "outside" or "boundary", where points on an edge or vertex are "boundary".
def locate_point_in_polygon(point, polygon):
    px, py = point
    n = len(polygon)
    inside = False
    for i in range(n):
        x1, y1 = polygon[i]
        x2, y2 = polygon[(i + 1) % n]
        cross = (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)
        if cross == 0 and min(x1, x2) <= px <= max(x1, x2) and min(y1, y2) <= py <= max(y1, y2):
            return "boundary"
        if (y1 > py) != (y2 > py):
            x_cross = x1 + (py - y1) * (x2 - x1) / (y2 - y1)
            if px < x_cross:
                inside = not inside
    return "inside" if inside else "outside"

# tests
assert locate_point_in_polygon((2, 2), [(0, 0), (4, 0), (4, 4), (0, 4)]) == 'inside'
assert locate_point_in_polygon((5, 2), [(0, 0), (4, 0), (4, 4), (0, 4)]) == 'outside'
assert locate_point_in_polygon((4, 2), [(0, 0), (4, 0), (4, 4), (0, 4)]) == 'boundary'
assert locate_point_in_polygon((0, 0), [(0, 0), (4, 0), (4, 4), (0, 4)]) == 'boundary'
assert locate_point_in_polygon((2, 0), [(0, 0), (4, 0), (4, 4), (0, 4)]) == 'boundary'
assert locate_point_in_polygon((4, 6), [(0, 0), (4, 0), (4, 4), (0, 4)]) == 'outside'
assert locate_point_in_polygon((2, 3), [(0, 0), (4, 0), (4, 4), (2, 1), (0, 4)]) == 'outside'
assert locate_point_in_polygon((1, 2), [(0, 0), (4, 0), (4, 4), (2, 1), (0, 4)]) == 'inside'
assert locate_point_in_polygon((6, 0), [(0, 0), (4, 0), (4, 4), (0, 4)]) == 'outside'
assert locate_point_in_polygon((3, 1), [(0, 0), (4, 0), (0, 4)]) == 'boundary'

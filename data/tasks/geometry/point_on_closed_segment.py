# query: Decide whether integer point p lies on the closed segment from a to b (endpoints included), using exact
# integer arithmetic; when a equals b the segment is that single point.
def point_on_closed_segment(p, a, b):
    cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
    if cross != 0:
        return False
    if p[0] < min(a[0], b[0]) or p[0] > max(a[0], b[0]):
        return False
    if p[1] < min(a[1], b[1]) or p[1] > max(a[1], b[1]):
        return False
    return True

# tests
assert point_on_closed_segment((2, 2), (0, 0), (4, 4)) is True
assert point_on_closed_segment((0, 0), (0, 0), (4, 4)) is True
assert point_on_closed_segment((4, 4), (0, 0), (4, 4)) is True
assert point_on_closed_segment((5, 5), (0, 0), (4, 4)) is False
assert point_on_closed_segment((-1, -1), (4, 4), (0, 0)) is False
assert point_on_closed_segment((2, 3), (0, 0), (4, 4)) is False
assert point_on_closed_segment((3, 1), (3, -2), (3, 5)) is True
assert point_on_closed_segment((3, 6), (3, -2), (3, 5)) is False
assert point_on_closed_segment((1, 1), (1, 1), (1, 1)) is True
assert point_on_closed_segment((2, 1), (1, 1), (1, 1)) is False

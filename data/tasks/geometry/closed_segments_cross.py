# query: Return True if the closed segments p1-p2 and q1-q2 (integer (x, y) endpoints) share at least one point,
# including touching at an endpoint and overlapping collinear segments; otherwise False.
def closed_segments_cross(p1, p2, q1, q2):
    def orient(a, b, c):
        v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        return (v > 0) - (v < 0)
    def on_seg(a, b, c):
        return min(a[0], b[0]) <= c[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= c[1] <= max(a[1], b[1])
    d1 = orient(p1, p2, q1)
    d2 = orient(p1, p2, q2)
    d3 = orient(q1, q2, p1)
    d4 = orient(q1, q2, p2)
    if d1 != d2 and d3 != d4:
        return True
    if d1 == 0 and on_seg(p1, p2, q1):
        return True
    if d2 == 0 and on_seg(p1, p2, q2):
        return True
    if d3 == 0 and on_seg(q1, q2, p1):
        return True
    return d4 == 0 and on_seg(q1, q2, p2)

# tests
assert closed_segments_cross((0, 0), (4, 4), (0, 4), (4, 0)) == True
assert closed_segments_cross((0, 0), (1, 1), (2, 2), (3, 3)) == False
assert closed_segments_cross((0, 0), (2, 2), (2, 2), (3, 0)) == True
assert closed_segments_cross((0, 0), (3, 3), (1, 1), (5, 5)) == True
assert closed_segments_cross((0, 0), (4, 0), (2, 1), (2, 5)) == False
assert closed_segments_cross((0, 0), (1, 0), (5, -1), (5, 1)) == False
assert closed_segments_cross((0, 0), (4, 4), (1, 3), (0, 5)) == False
assert closed_segments_cross((0, 0), (4, 4), (0, 5), (1, 3)) == False
assert closed_segments_cross((1, 3), (0, 5), (0, 0), (4, 4)) == False
assert closed_segments_cross((0, 5), (1, 3), (0, 0), (4, 4)) == False

# query: Return True if the closed segment from a to b has at least one point within or on the circle with the given
# center and radius (integer inputs, exact arithmetic), otherwise False.
def segment_touches_circle(a, b, center, radius):
    dx, dy = b[0] - a[0], b[1] - a[1]
    fx, fy = center[0] - a[0], center[1] - a[1]
    length_sq = dx * dx + dy * dy
    dot = fx * dx + fy * dy
    r2 = radius * radius
    if length_sq == 0 or dot <= 0:
        return fx * fx + fy * fy <= r2
    if dot >= length_sq:
        gx, gy = center[0] - b[0], center[1] - b[1]
        return gx * gx + gy * gy <= r2
    cross = fx * dy - fy * dx
    return cross * cross <= r2 * length_sq

# tests
assert segment_touches_circle((-5, 2), (5, 2), (0, 0), 2) == True
assert segment_touches_circle((-5, 3), (5, 3), (0, 0), 2) == False
assert segment_touches_circle((-5, 1), (5, 1), (0, 0), 2) == True
assert segment_touches_circle((3, 0), (6, 0), (0, 0), 3) == True
assert segment_touches_circle((4, 0), (6, 0), (0, 0), 3) == False
assert segment_touches_circle((-6, 0), (-4, 0), (0, 0), 3) == False
assert segment_touches_circle((1, 1), (1, 1), (0, 0), 2) == True
assert segment_touches_circle((3, 3), (3, 3), (0, 0), 2) == False
assert segment_touches_circle((2, 5), (2, 9), (0, 0), 5) == False
assert segment_touches_circle((-1, -9), (1, 9), (0, 0), 1) == True

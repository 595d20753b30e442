# query: Clip the segment from p to q to the closed axis-aligned box (xmin, ymin, xmax, ymax) and return the part
# inside as ((x1, y1), (x2, y2)) in the direction p to q with coordinates rounded to 6 decimals, or None when no part
# of the segment is inside (a segment touching the box at one point gives that point twice).
def clip_segment_to_box(p, q, box):
    xmin, ymin, xmax, ymax = box
    dx, dy = q[0] - p[0], q[1] - p[1]
    t0, t1 = 0.0, 1.0
    for step, dist in ((-dx, p[0] - xmin), (dx, xmax - p[0]), (-dy, p[1] - ymin), (dy, ymax - p[1])):
        if step == 0:
            if dist < 0:
                return None
            continue
        t = dist / step
        if step < 0:
            if t > t1:
                return None
            t0 = max(t0, t)
        else:
            if t < t0:
                return None
            t1 = min(t1, t)
    a = (round(p[0] + t0 * dx, 6), round(p[1] + t0 * dy, 6))
    b = (round(p[0] + t1 * dx, 6), round(p[1] + t1 * dy, 6))
    return (a, b)

# tests
assert clip_segment_to_box((1, 1), (2, 3), (0, 0, 4, 4)) == ((1, 1), (2, 3))
assert clip_segment_to_box((-2, 2), (6, 2), (0, 0, 4, 4)) == ((0, 2), (4, 2))
assert clip_segment_to_box((6, 2), (-2, 2), (0, 0, 4, 4)) == ((4, 2), (0, 2))
assert clip_segment_to_box((2, -3), (2, 1), (0, 0, 4, 4)) == ((2, 0), (2, 1))
assert clip_segment_to_box((-1, -1), (5, 5), (0, 0, 4, 4)) == ((0, 0), (4, 4))
assert clip_segment_to_box((5, 0), (5, 4), (0, 0, 4, 4)) is None
assert clip_segment_to_box((-2, 1), (1, 7), (0, 0, 4, 4)) is None
assert clip_segment_to_box((-3, 0), (0, 3), (0, 0, 4, 4)) == ((0, 3), (0, 3))
assert clip_segment_to_box((0, 5), (5, 0), (0, 0, 4, 4)) == ((1, 4), (4, 1))
assert clip_segment_to_box((3, 6), (6, 3), (0, 0, 4, 4)) is None

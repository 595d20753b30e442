# query: Reflect point p across the infinite line through points a and b and return the mirrored point rounded to 6
# decimals; if a and b coincide, reflect p through that single point instead.
def mirror_point_over_line(p, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    length_sq = dx * dx + dy * dy
    if length_sq == 0:
        return (round(2 * a[0] - p[0], 6), round(2 * a[1] - p[1], 6))
    t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length_sq
    fx = a[0] + t * dx
    fy = a[1] + t * dy
    return (round(2 * fx - p[0], 6) + 0.0, round(2 * fy - p[1], 6) + 0.0)

# tests
assert mirror_point_over_line((1, 2), (0, 0), (1, 0)) == (1.0, -2.0)
assert mirror_point_over_line((3, 1), (0, 0), (0, 5)) == (-3.0, 1.0)
assert mirror_point_over_line((2, 0), (0, 0), (1, 1)) == (0.0, 2.0)
assert mirror_point_over_line((5, 5), (1, 1), (3, 3)) == (5.0, 5.0)
assert mirror_point_over_line((1, 2), (3, 3), (3, 3)) == (5, 4)
assert mirror_point_over_line((0, 0), (0, 2), (2, 0)) == (2.0, 2.0)
assert mirror_point_over_line((4, -1), (1, 1), (1, 4)) == (-2.0, -1.0)
assert mirror_point_over_line((3, 4), (0, 1), (2, 1)) == (3.0, -2.0)

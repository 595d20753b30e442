# query: Rotate point p counter-clockwise by the given angle in degrees around center c (both (x, y)) and return the
# new point with both coordinates rounded to 6 decimals (and -0.0 normalised to 0.0).
import math
def rotate_point_degrees(p, c, degrees):
    theta = math.radians(degrees)
    dx = p[0] - c[0]
    dy = p[1] - c[1]
    x = c[0] + dx * math.cos(theta) - dy * math.sin(theta)
    y = c[1] + dx * math.sin(theta) + dy * math.cos(theta)
    x = round(x, 6) + 0.0
    y = round(y, 6) + 0.0
    return (x, y)

# tests
assert rotate_point_degrees((1, 0), (0, 0), 90) == (0.0, 1.0)
assert rotate_point_degrees((1, 0), (0, 0), 180) == (-1.0, 0.0)
assert rotate_point_degrees((1, 0), (0, 0), -90) == (0.0, -1.0)
assert rotate_point_degrees((3, 2), (1, 1), 90) == (0.0, 3.0)
assert rotate_point_degrees((3, 2), (1, 1), 0) == (3.0, 2.0)
assert rotate_point_degrees((2, 0), (0, 0), 45) == (1.414214, 1.414214)
assert rotate_point_degrees((5, 5), (5, 5), 123) == (5.0, 5.0)
assert rotate_point_degrees((0, 2), (1, -1), 270) == (4.0, 0.0)
assert rotate_point_degrees((4, 1), (2, 3), 360) == (4.0, 1.0)

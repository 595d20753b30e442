# query: Return the (width, height) of the axis-aligned bounding box of a w by h rectangle after rotating it by the given
# angle in degrees about its centre (the canvas size needed to rotate an image), each rounded to 4 decimals.
import math
def rotated_rect_bounds(w, h, degrees):
    t = math.radians(degrees)
    c = abs(math.cos(t))
    s = abs(math.sin(t))
    return (round(w * c + h * s, 4) + 0.0, round(w * s + h * c, 4) + 0.0)

# tests
assert rotated_rect_bounds(4, 2, 0) == (4.0, 2.0)
assert rotated_rect_bounds(4, 2, 90) == (2.0, 4.0)
assert rotated_rect_bounds(4, 2, 180) == (4.0, 2.0)
assert rotated_rect_bounds(4, 2, -90) == (2.0, 4.0)
assert rotated_rect_bounds(4, 2, 45) == (4.2426, 4.2426)
assert rotated_rect_bounds(4, 2, 30) == (4.4641, 3.7321)
assert rotated_rect_bounds(4, 2, 120) == (3.7321, 4.4641)
assert rotated_rect_bounds(1920, 1080, 10) == (2078.3709, 1396.9969)
assert rotated_rect_bounds(0, 0, 33) == (0.0, 0.0)

# query: Return the area of a regular polygon with n sides each of the given length, rounded to 4 decimals; fewer
# than 3 sides or a non-positive side length give 0.0.
import math
def regular_polygon_area(n, side):
    if n < 3 or side <= 0:
        return 0.0
    return round(n * side * side / (4 * math.tan(math.pi / n)), 4)

# tests
assert regular_polygon_area(2, 5) == 0.0
assert regular_polygon_area(4, 0) == 0.0
assert regular_polygon_area(4, -2) == 0.0
assert regular_polygon_area(4, 2) == 4.0
assert regular_polygon_area(3, 1) == 0.433
assert regular_polygon_area(3, 2) == 1.7321
assert regular_polygon_area(6, 1) == 2.5981
assert regular_polygon_area(5, 1) == 1.7205
assert regular_polygon_area(8, 3) == 43.4558
assert regular_polygon_area(12, 0.5) == 2.7990

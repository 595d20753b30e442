# query: Return the area of a triangle from its three side lengths (Heron's formula), rounded to 4 decimals; sides
# that are not all positive or that cannot form a triangle of positive area give 0.0.
import math
def triangle_area_from_sides(a, b, c):
    x, y, z = sorted((a, b, c))
    if x <= 0 or x + y <= z:
        return 0.0
    s = (a + b + c) / 2
    return round(math.sqrt(s * (s - a) * (s - b) * (s - c)), 4)

# tests
assert triangle_area_from_sides(3, 4, 5) == 6.0
assert triangle_area_from_sides(5, 3, 4) == 6.0
assert triangle_area_from_sides(1, 1, 1) == 0.433
assert triangle_area_from_sides(2, 3, 4) == 2.9047
assert triangle_area_from_sides(5, 5, 8) == 12.0
assert triangle_area_from_sides(7, 8, 9) == 26.8328
assert triangle_area_from_sides(1, 2, 3) == 0.0
assert triangle_area_from_sides(1, 1, 5) == 0.0
assert triangle_area_from_sides(-3, 4, 5) == 0.0
assert triangle_area_from_sides(10, 6, 8) == 24.0

# query: Classify a triangle by its three side lengths (any order) as "equilateral", "isosceles" or "scalene", or
# "invalid" when a side is not positive or the sides cannot form a triangle of positive area.
def triangle_side_class(a, b, c):
    x, y, z = sorted((a, b, c))
    if x <= 0 or x + y <= z:
        return "invalid"
    if x == z:
        return "equilateral"
    if x == y or y == z:
        return "isosceles"
    return "scalene"

# tests
assert triangle_side_class(3, 3, 3) == "equilateral"
assert triangle_side_class(3, 3, 5) == "isosceles"
assert triangle_side_class(5, 3, 5) == "isosceles"
assert triangle_side_class(2, 5, 5) == "isosceles"
assert triangle_side_class(3, 4, 5) == "scalene"
assert triangle_side_class(5, 4, 3) == "scalene"
assert triangle_side_class(1, 2, 3) == "invalid"
assert triangle_side_class(1, 1, 3) == "invalid"
assert triangle_side_class(0, 0, 0) == "invalid"
assert triangle_side_class(-2, 3, 4) == "invalid"

# query: Given three positive integer side lengths in any order, return "acute", "right" or "obtuse" for the triangle
# they form, or "invalid" when they cannot form a non-degenerate triangle (including non-positive sides).
def triangle_angle_kind(a, b, c):
    x, y, z = sorted((a, b, c))
    if x + y <= z:
        return "invalid"
    lhs = x * x + y * y
    rhs = z * z
    if lhs == rhs:
        return "right"
    if lhs < rhs:
        return "obtuse"
    return "acute"

# tests
assert triangle_angle_kind(3, 4, 5) == 'right'
assert triangle_angle_kind(5, 3, 4) == 'right'
assert triangle_angle_kind(2, 2, 3) == 'obtuse'
assert triangle_angle_kind(4, 4, 4) == 'acute'
assert triangle_angle_kind(1, 2, 3) == 'invalid'
assert triangle_angle_kind(1, 1, 1) == 'acute'
assert triangle_angle_kind(0, 4, 4) == 'invalid'
assert triangle_angle_kind(-3, 4, 5) == 'invalid'
assert triangle_angle_kind(6, 7, 9) == 'acute'
assert triangle_angle_kind(2, 3, 4) == 'obtuse'

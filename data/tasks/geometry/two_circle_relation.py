# query: Classify two circles given as (x, y, r) with integer values and positive radii as "same", "inside" (one strictly
# within the other), "internal_tangent", "overlap", "external_tangent" or "apart", using exact integer arithmetic.
def two_circle_relation(c1, c2):
    dx = c1[0] - c2[0]
    dy = c1[1] - c2[1]
    d2 = dx * dx + dy * dy
    r_sum = c1[2] + c2[2]
    r_diff = abs(c1[2] - c2[2])
    if d2 == 0 and r_diff == 0:
        return "same"
    if d2 > r_sum * r_sum:
        return "apart"
    if d2 == r_sum * r_sum:
        return "external_tangent"
    if d2 > r_diff * r_diff:
        return "overlap"
    if d2 == r_diff * r_diff:
        return "internal_tangent"
    return "inside"

# tests
assert two_circle_relation((0, 0, 5), (0, 0, 5)) == 'same'
assert two_circle_relation((0, 0, 5), (0, 0, 2)) == 'inside'
assert two_circle_relation((0, 0, 1), (5, 0, 2)) == 'apart'
assert two_circle_relation((0, 0, 2), (5, 0, 3)) == 'external_tangent'
assert two_circle_relation((0, 0, 3), (4, 0, 3)) == 'overlap'
assert two_circle_relation((0, 0, 5), (3, 0, 2)) == 'internal_tangent'
assert two_circle_relation((3, 0, 2), (0, 0, 5)) == 'internal_tangent'
assert two_circle_relation((0, 0, 5), (1, 0, 2)) == 'inside'
assert two_circle_relation((1, 1, 3), (4, 5, 2)) == 'external_tangent'
assert two_circle_relation((0, 0, 5), (2, 0, 2)) == 'inside'

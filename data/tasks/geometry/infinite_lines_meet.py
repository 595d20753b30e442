# query: Return the intersection point (x, y) of the infinite line through p1 and p2 with the infinite line through p3
# and p4, rounded to 6 decimals; return None when the lines are parallel or identical.
def infinite_lines_meet(p1, p2, p3, p4):
    a1 = p2[1] - p1[1]
    b1 = p1[0] - p2[0]
    c1 = a1 * p1[0] + b1 * p1[1]
    a2 = p4[1] - p3[1]
    b2 = p3[0] - p4[0]
    c2 = a2 * p3[0] + b2 * p3[1]
    det = a1 * b2 - a2 * b1
    if det == 0:
        return None
    x = (c1 * b2 - c2 * b1) / det
    y = (a1 * c2 - a2 * c1) / det
    return (round(x, 6), round(y, 6))

# tests
assert infinite_lines_meet((0, 0), (4, 4), (0, 4), (4, 0)) == (2.0, 2.0)
assert infinite_lines_meet((0, 0), (1, 0), (0, 1), (1, 1)) == None
assert infinite_lines_meet((0, 0), (1, 1), (2, 2), (3, 3)) == None
assert infinite_lines_meet((0, 0), (1, 0), (5, -3), (5, 7)) == (5.0, 0.0)
assert infinite_lines_meet((1, 2), (3, 8), (0, 5), (6, -1)) == (1.5, 3.5)
assert infinite_lines_meet((0, 0), (2, 1), (0, 3), (1, 3)) == (6.0, 3.0)
assert infinite_lines_meet((-2, 1), (2, 3), (1, -4), (1, 0)) == (1.0, 2.5)
assert infinite_lines_meet((0, 0), (3, 1), (0, 1), (1, 0)) == (0.75, 0.25)

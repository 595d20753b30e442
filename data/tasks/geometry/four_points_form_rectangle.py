# query: Return True if the four given integer points, in any order, are the corners of a rectangle with positive area
# (not necessarily axis-aligned); otherwise False.
def four_points_form_rectangle(points):
    if len(points) != 4 or len(set(points)) != 4:
        return False
    def d2(p, q):
        return (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2
    a = points[0]
    others = sorted(points[1:], key=lambda q: d2(a, q))
    b, c, far = others
    if d2(a, b) + d2(a, c) != d2(a, far):
        return False
    if (b[0] - a[0]) * (c[0] - a[0]) + (b[1] - a[1]) * (c[1] - a[1]) != 0:
        return False
    return b[0] + c[0] == a[0] + far[0] and b[1] + c[1] == a[1] + far[1]

# tests
assert four_points_form_rectangle([(0, 0), (2, 0), (2, 1), (0, 1)]) == True
assert four_points_form_rectangle([(2, 1), (0, 0), (0, 1), (2, 0)]) == True
assert four_points_form_rectangle([(0, 0), (1, 1), (0, 2), (-1, 1)]) == True
assert four_points_form_rectangle([(0, 0), (2, 0), (3, 1), (1, 1)]) == False
assert four_points_form_rectangle([(0, 0), (0, 0), (1, 1), (1, 1)]) == False
assert four_points_form_rectangle([(0, 0), (2, 0), (2, 1)]) == False
assert four_points_form_rectangle([(0, 0), (4, 0), (4, 3), (0, 2)]) == False
assert four_points_form_rectangle([(1, 0), (3, 1), (2, 3), (0, 2)]) == True
assert four_points_form_rectangle([(0, 0), (3, 0), (0, 4), (3, 5)]) == False
assert four_points_form_rectangle([(0, 0), (1, 0), (2, 0), (3, 0)]) == False

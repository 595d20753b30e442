# query: Return the largest area of a triangle whose corners are three of the given (x, y) points; with fewer than
# three points, or all points collinear, return 0.0.
def largest_triangle_among_points(points):
    n = len(points)
    best = 0
    for i in range(n - 2):
        for j in range(i + 1, n - 1):
            for k in range(j + 1, n):
                (x1, y1), (x2, y2), (x3, y3) = points[i], points[j], points[k]
                twice = abs((x2 - x1) * (y3 - y1) - (x3 - x1) * (y2 - y1))
                if twice > best:
                    best = twice
    return best / 2

# tests
assert largest_triangle_among_points([]) == 0.0
assert largest_triangle_among_points([(0, 0), (1, 1)]) == 0.0
assert largest_triangle_among_points([(0, 0), (4, 0), (0, 3)]) == 6.0
assert largest_triangle_among_points([(0, 0), (1, 1), (2, 2), (3, 3)]) == 0.0
assert largest_triangle_among_points([(0, 0), (0, 1), (1, 0), (0, 2), (2, 0)]) == 2.0
assert largest_triangle_among_points([(1, 0), (0, 0), (0, 1)]) == 0.5
assert largest_triangle_among_points([(5, 5), (0, 0), (4, 0), (0, 3), (9, 9)]) == 25.5
assert largest_triangle_among_points([(0, 0), (3, 0), (0, 3), (3, 3), (1, 1)]) == 4.5
assert largest_triangle_among_points([(-2, 0), (2, 0), (0, 5), (0, -5)]) == 10.0

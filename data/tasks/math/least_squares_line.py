# query: Fit a straight line y = slope * x + intercept to (x, y) points by ordinary least squares and return
# (slope, intercept) each rounded to 4 decimals; fewer than two points or all x equal give None.
def least_squares_line(points):
    n = len(points)
    if n < 2:
        return None
    mx = sum(p[0] for p in points) / n
    my = sum(p[1] for p in points) / n
    sxx = sum((p[0] - mx) ** 2 for p in points)
    if sxx == 0:
        return None
    sxy = sum((p[0] - mx) * (p[1] - my) for p in points)
    slope = sxy / sxx
    intercept = my - slope * mx
    return (round(slope, 4) + 0.0, round(intercept, 4) + 0.0)

# tests
assert least_squares_line([]) is None
assert least_squares_line([(1, 2)]) is None
assert least_squares_line([(2, 1), (2, 5)]) is None
assert least_squares_line([(0, 1), (1, 3)]) == (2.0, 1.0)
assert least_squares_line([(1, 3), (0, 1)]) == (2.0, 1.0)
assert least_squares_line([(0, 5), (2, 1), (4, -3)]) == (-2.0, 5.0)
assert least_squares_line([(1, 1), (2, 2), (3, 2)]) == (0.5, 0.6667)
assert least_squares_line([(0, 0), (1, 1), (2, 0), (3, 1)]) == (0.2, 0.2)
assert least_squares_line([(-1, 4), (0, 4), (5, 4)]) == (0.0, 4.0)
assert least_squares_line([(1, 2), (2, 3), (3, 5), (4, 4), (5, 6)]) == (0.9, 1.3)

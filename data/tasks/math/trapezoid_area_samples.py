# query: Approximate the integral of a function sampled at increasing x positions by the trapezoidal rule (summing
# the areas of the trapezoids between neighbouring samples), rounded to 6 decimals; fewer than two samples or lists of
# different lengths give 0.0.
def trapezoid_area_samples(xs, ys):
    if len(xs) != len(ys) or len(xs) < 2:
        return 0.0
    total = 0.0
    for i in range(1, len(xs)):
        total += (xs[i] - xs[i - 1]) * (ys[i] + ys[i - 1]) / 2
    return round(total, 6)

# tests
assert trapezoid_area_samples([], []) == 0.0
assert trapezoid_area_samples([1], [5]) == 0.0
assert trapezoid_area_samples([0, 1], [1, 2, 3]) == 0.0
assert trapezoid_area_samples([0, 2], [3, 3]) == 6.0
assert trapezoid_area_samples([0, 1, 2], [0, 1, 4]) == 3.0
assert trapezoid_area_samples([0, 1, 3], [2, 4, 0]) == 7.0
assert trapezoid_area_samples([-1, 0, 1], [1, 0, 1]) == 1.0
assert trapezoid_area_samples([0, 0.5, 1.5], [1, -1, 3]) == 1.0
assert trapezoid_area_samples([1, 2, 3, 4], [1, 4, 9, 16]) == 21.5

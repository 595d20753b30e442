# query: Evaluate a polynomial and its derivative at x in one pass, where the coefficients are listed from the highest
# power down to the constant term ([2, 0, -1] is 2x^2 - 1), returning (value, derivative); an empty list is the zero
# polynomial.
def polynomial_value_and_slope(coeffs, x):
    value = 0
    slope = 0
    for c in coeffs:
        slope = slope * x + value
        value = value * x + c
    return (value, slope)

# tests
assert polynomial_value_and_slope([], 5) == (0, 0)
assert polynomial_value_and_slope([7], 100) == (7, 0)
assert polynomial_value_and_slope([2, 0, -1], 3) == (17, 12)
assert polynomial_value_and_slope([2, 0, -1], -3) == (17, -12)
assert polynomial_value_and_slope([1, -3, 0, 2], 2) == (-2, 0)
assert polynomial_value_and_slope([1, -3, 0, 2], -1) == (-2, 9)
assert polynomial_value_and_slope([3, 2], 0) == (2, 3)
assert polynomial_value_and_slope([1, 1, 1, 1, 1], 10) == (11111, 4321)
assert polynomial_value_and_slope([4, -2, 5], 1) == (7, 6)

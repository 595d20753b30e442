# query: For non-negative integers a and b return a tuple (g, x, y) where g = gcd(a, b) and a*x + b*y = g, with the
# coefficients produced by the iterative extended Euclidean algorithm; (0, 0) gives (0, 1, 0).
def extended_gcd_coeffs(a, b):
    old_r, r = a, b
    old_x, x = 1, 0
    old_y, y = 0, 1
    while r != 0:
        q = old_r // r
        old_r, r = r, old_r - q * r
        old_x, x = x, old_x - q * x
        old_y, y = y, old_y - q * y
    return (old_r, old_x, old_y)

# tests
assert extended_gcd_coeffs(0, 0) == (0, 1, 0)
assert extended_gcd_coeffs(5, 0) == (5, 1, 0)
assert extended_gcd_coeffs(0, 7) == (7, 0, 1)
assert extended_gcd_coeffs(240, 46) == (2, -9, 47)
assert extended_gcd_coeffs(35, 15) == (5, 1, -2)
assert extended_gcd_coeffs(3, 7) == (1, -2, 1)
assert extended_gcd_coeffs(12, 12) == (12, 0, 1)
assert extended_gcd_coeffs(99, 78) == (3, -11, 14)

# query: Return the n-th harmonic number 1 + 1/2 + ... + 1/n as an exact reduced fraction (numerator, denominator);
# n below 1 gives (0, 1).
import math
def harmonic_number_fraction(n):
    num, den = 0, 1
    for k in range(1, n + 1):
        num = num * k + den
        den = den * k
        g = math.gcd(num, den)
        num //= g
        den //= g
    return (num, den)

# tests
assert harmonic_number_fraction(0) == (0, 1)
assert harmonic_number_fraction(-3) == (0, 1)
assert harmonic_number_fraction(1) == (1, 1)
assert harmonic_number_fraction(2) == (3, 2)
assert harmonic_number_fraction(3) == (11, 6)
assert harmonic_number_fraction(4) == (25, 12)
assert harmonic_number_fraction(6) == (49, 20)
assert harmonic_number_fraction(10) == (7381, 2520)
assert harmonic_number_fraction(20) == (55835135, 15519504)

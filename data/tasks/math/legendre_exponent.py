# query: Return the exponent of a prime p in the prime factorisation of n! (how many times p divides n factorial)
# for a non-negative integer n; a negative n or p below 2 gives 0.
def legendre_exponent(n, p):
    if n < 0 or p < 2:
        return 0
    total = 0
    power = p
    while power <= n:
        total += n // power
        power *= p
    return total

# tests
assert legendre_exponent(-5, 2) == 0
assert legendre_exponent(10, 1) == 0
assert legendre_exponent(0, 2) == 0
assert legendre_exponent(1, 2) == 0
assert legendre_exponent(2, 2) == 1
assert legendre_exponent(10, 2) == 8
assert legendre_exponent(10, 3) == 4
assert legendre_exponent(25, 5) == 6
assert legendre_exponent(24, 5) == 4
assert legendre_exponent(100, 7) == 16

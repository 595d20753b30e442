# query: Factor an integer n >= 2 into primes and return a list of (prime, exponent) tuples in increasing prime
# order; n below 2 gives an empty list.
def prime_factor_exponents(n):
    result = []
    d = 2
    while d * d <= n:
        if n % d == 0:
            e = 0
            while n % d == 0:
                n //= d
                e += 1
            result.append((d, e))
        d += 1 if d == 2 else 2
    if n > 1:
        result.append((n, 1))
    return result

# tests
assert prime_factor_exponents(1) == []
assert prime_factor_exponents(-8) == []
assert prime_factor_exponents(2) == [(2, 1)]
assert prime_factor_exponents(12) == [(2, 2), (3, 1)]
assert prime_factor_exponents(9) == [(3, 2)]
assert prime_factor_exponents(97) == [(97, 1)]
assert prime_factor_exponents(360) == [(2, 3), (3, 2), (5, 1)]
assert prime_factor_exponents(1001) == [(7, 1), (11, 1), (13, 1)]
assert prime_factor_exponents(49) == [(7, 2)]
assert prime_factor_exponents(50) == [(2, 1), (5, 2)]

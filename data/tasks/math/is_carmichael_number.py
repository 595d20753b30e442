# query: Decide whether n is a Carmichael number: composite, square-free, and p - 1 divides n - 1 for every prime p
# dividing n (like 561 = 3 * 11 * 17); primes and numbers below 2 are not.
def is_carmichael_number(n):
    if n < 3:
        return False
    rest = n
    primes = []
    d = 2
    while d * d <= rest:
        if rest % d == 0:
            rest //= d
            if rest % d == 0:
                return False
            primes.append(d)
        d += 1
    if rest > 1:
        primes.append(rest)
    if len(primes) < 2:
        return False
    return all((n - 1) % (p - 1) == 0 for p in primes)

# tests
assert is_carmichael_number(1) is False
assert is_carmichael_number(2) is False
assert is_carmichael_number(563) is False
assert is_carmichael_number(561) is True
assert is_carmichael_number(560) is False
assert is_carmichael_number(1105) is True
assert is_carmichael_number(1729) is True
assert is_carmichael_number(15) is False
assert is_carmichael_number(45) is False
assert is_carmichael_number(2465) is True

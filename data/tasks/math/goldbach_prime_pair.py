# query: For an even integer n >= 4 return the pair (p, q) of primes with p + q = n and p <= q that has the smallest
# p; for odd n or n < 4 return None.
def goldbach_prime_pair(n):
    if n < 4 or n % 2 != 0:
        return None
    def prime(k):
        if k < 2:
            return False
        i = 2
        while i * i <= k:
            if k % i == 0:
                return False
            i += 1
        return True
    for p in range(2, n // 2 + 1):
        if prime(p) and prime(n - p):
            return (p, n - p)
    return None

# tests
assert goldbach_prime_pair(2) is None
assert goldbach_prime_pair(9) is None
assert goldbach_prime_pair(4) == (2, 2)
assert goldbach_prime_pair(6) == (3, 3)
assert goldbach_prime_pair(8) == (3, 5)
assert goldbach_prime_pair(28) == (5, 23)
assert goldbach_prime_pair(98) == (19, 79)
assert goldbach_prime_pair(100) == (3, 97)
assert goldbach_prime_pair(122) == (13, 109)

# query: Return the largest prime that divides an integer n >= 2 (a prime is its own largest prime factor); n below 2
# gives None.
def largest_prime_factor(n):
    if n < 2:
        return None
    largest = 1
    d = 2
    while d * d <= n:
        while n % d == 0:
            largest = d
            n //= d
        d += 1
    if n > 1:
        largest = n
    return largest

# tests
assert largest_prime_factor(1) is None
assert largest_prime_factor(-10) is None
assert largest_prime_factor(2) == 2
assert largest_prime_factor(97) == 97
assert largest_prime_factor(64) == 2
assert largest_prime_factor(49) == 7
assert largest_prime_factor(13195) == 29
assert largest_prime_factor(30030) == 13
assert largest_prime_factor(600851475143) == 6857
assert largest_prime_factor(2 * 999983) == 999983

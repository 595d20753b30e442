# query: Return the sorted list of all prime numbers strictly less than a limit, using a sieve; a limit of 2 or
# less gives an empty list.
def primes_below_limit(limit):
    if limit < 3:
        return []
    is_prime = [True] * limit
    is_prime[0] = is_prime[1] = False
    p = 2
    while p * p < limit:
        if is_prime[p]:
            for m in range(p * p, limit, p):
                is_prime[m] = False
        p += 1
    return [i for i in range(limit) if is_prime[i]]

# tests
assert primes_below_limit(0) == []
assert primes_below_limit(2) == []
assert primes_below_limit(3) == [2]
assert primes_below_limit(10) == [2, 3, 5, 7]
assert primes_below_limit(11) == [2, 3, 5, 7]
assert primes_below_limit(12) == [2, 3, 5, 7, 11]
assert primes_below_limit(26) == [2, 3, 5, 7, 11, 13, 17, 19, 23]
assert primes_below_limit(50) == [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47]
assert primes_below_limit(5) == [2, 3]

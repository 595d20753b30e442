# query: Return the smallest prime strictly greater than a given integer (which may be negative, in which case the
# answer is 2).
def next_prime_after(n):
    candidate = max(n + 1, 2)
    while True:
        is_prime = True
        d = 2
        while d * d <= candidate:
            if candidate % d == 0:
                is_prime = False
                break
            d += 1
        if is_prime:
            return candidate
        candidate += 1

# tests
assert next_prime_after(-10) == 2
assert next_prime_after(0) == 2
assert next_prime_after(1) == 2
assert next_prime_after(2) == 3
assert next_prime_after(3) == 5
assert next_prime_after(7) == 11
assert next_prime_after(13) == 17
assert next_prime_after(24) == 29
assert next_prime_after(48) == 53
assert next_prime_after(120) == 127

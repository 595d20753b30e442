# query: Return how many positive divisors a positive integer has (1 has one divisor); zero or a negative input
# gives 0.
def count_divisors_of(n):
    count = 0
    d = 1
    while d * d <= n:
        if n % d == 0:
            count += 1 if d * d == n else 2
        d += 1
    return count

# tests
assert count_divisors_of(0) == 0
assert count_divisors_of(-6) == 0
assert count_divisors_of(1) == 1
assert count_divisors_of(2) == 2
assert count_divisors_of(4) == 3
assert count_divisors_of(12) == 6
assert count_divisors_of(36) == 9
assert count_divisors_of(97) == 2
assert count_divisors_of(100) == 9
assert count_divisors_of(30) == 8

# query: For a binomial random variable with n independent trials each succeeding with probability p, return the
# probability of at least k successes, rounded to 6 decimals; k of 0 or less gives 1.0 and k above n gives 0.0.
import math
def binomial_tail_probability(n, p, k):
    if k <= 0:
        return 1.0
    if k > n:
        return 0.0
    total = 0.0
    for i in range(k, n + 1):
        total += math.comb(n, i) * p ** i * (1 - p) ** (n - i)
    return round(total, 6)

# tests
assert binomial_tail_probability(5, 0.5, 0) == 1.0
assert binomial_tail_probability(5, 0.5, -2) == 1.0
assert binomial_tail_probability(5, 0.5, 6) == 0.0
assert binomial_tail_probability(1, 0.3, 1) == 0.3
assert binomial_tail_probability(2, 0.5, 1) == 0.75
assert binomial_tail_probability(2, 0.5, 2) == 0.25
assert binomial_tail_probability(10, 0.5, 8) == 0.054688
assert binomial_tail_probability(10, 0.2, 3) == 0.3222
assert binomial_tail_probability(4, 0.9, 4) == 0.6561
assert binomial_tail_probability(20, 0.05, 1) == 0.641514

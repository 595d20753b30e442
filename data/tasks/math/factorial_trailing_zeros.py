# query: Return the number of trailing zeros in the decimal representation of n! for a non-negative integer n;
# a negative n gives 0.
def factorial_trailing_zeros(n):
    zeros = 0
    power = 5
    while power <= n:
        zeros += n // power
        power *= 5
    return zeros

# tests
assert factorial_trailing_zeros(-5) == 0
assert factorial_trailing_zeros(0) == 0
assert factorial_trailing_zeros(4) == 0
assert factorial_trailing_zeros(5) == 1
assert factorial_trailing_zeros(24) == 4
assert factorial_trailing_zeros(25) == 6
assert factorial_trailing_zeros(100) == 24
assert factorial_trailing_zeros(125) == 31
assert factorial_trailing_zeros(1000) == 249

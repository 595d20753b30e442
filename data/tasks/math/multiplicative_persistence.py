# query: Return how many times the decimal digits of a non-negative integer must be multiplied together before a
# single digit results (39 -> 27 -> 14 -> 4 takes 3 steps); a single-digit input takes 0 and a negative input gives -1.
def multiplicative_persistence(n):
    if n < 0:
        return -1
    steps = 0
    while n > 9:
        product = 1
        while n > 0:
            product *= n % 10
            n //= 10
        n = product
        steps += 1
    return steps

# tests
assert multiplicative_persistence(-3) == -1
assert multiplicative_persistence(0) == 0
assert multiplicative_persistence(9) == 0
assert multiplicative_persistence(10) == 1
assert multiplicative_persistence(39) == 3
assert multiplicative_persistence(999) == 4
assert multiplicative_persistence(25) == 2
assert multiplicative_persistence(277777788888899) == 11

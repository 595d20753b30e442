# query: Split an integer n >= 2 into a sum of at least two positive integers and return the largest possible product
# of the parts; n < 2 gives None.
def integer_break_max_product(n):
    if n < 2:
        return None
    best = [0, 1] + [0] * (n - 1)
    for i in range(2, n + 1):
        for j in range(1, i):
            best[i] = max(best[i], j * (i - j), j * best[i - j])
    return best[n]

# tests
assert integer_break_max_product(1) is None
assert integer_break_max_product(2) == 1
assert integer_break_max_product(3) == 2
assert integer_break_max_product(4) == 4
assert integer_break_max_product(5) == 6
assert integer_break_max_product(6) == 9
assert integer_break_max_product(10) == 36
assert integer_break_max_product(11) == 54
assert integer_break_max_product(25) == 8748

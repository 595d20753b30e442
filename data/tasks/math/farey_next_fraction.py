# query: Return the fraction that comes right after p/q in the Farey sequence of order n, i.e. the smallest fraction
# greater than p/q whose denominator is at most n, as a reduced (numerator, denominator) pair; p/q must satisfy
# 0 <= p/q < 1 with 1 <= q <= n, otherwise return None.
def farey_next_fraction(p, q, n):
    if q < 1 or p < 0 or p >= q or q > n:
        return None
    best = (1, 1)
    for d in range(1, n + 1):
        a = p * d // q + 1
        if a * best[1] < best[0] * d:
            best = (a, d)
    return best

# tests
assert farey_next_fraction(1, 1, 3) is None
assert farey_next_fraction(-1, 2, 5) is None
assert farey_next_fraction(1, 6, 5) is None
assert farey_next_fraction(0, 1, 1) == (1, 1)
assert farey_next_fraction(0, 1, 5) == (1, 5)
assert farey_next_fraction(1, 3, 5) == (2, 5)
assert farey_next_fraction(2, 5, 5) == (1, 2)
assert farey_next_fraction(3, 4, 4) == (1, 1)
assert farey_next_fraction(1, 2, 7) == (4, 7)
assert farey_next_fraction(2, 4, 5) == (3, 5)

# query: Return the terms of the finite simple continued fraction of the fraction p/q (q > 0, p may be negative,
# using floor division so later terms are positive); q of 0 or less gives an empty list.
def continued_fraction_terms(p, q):
    if q <= 0:
        return []
    terms = []
    while q != 0:
        a = p // q
        terms.append(a)
        p, q = q, p - a * q
    return terms

# tests
assert continued_fraction_terms(1, 0) == []
assert continued_fraction_terms(3, -2) == []
assert continued_fraction_terms(5, 1) == [5]
assert continued_fraction_terms(0, 4) == [0]
assert continued_fraction_terms(415, 93) == [4, 2, 6, 7]
assert continued_fraction_terms(3, 8) == [0, 2, 1, 2]
assert continued_fraction_terms(-7, 3) == [-3, 1, 2]
assert continued_fraction_terms(13, 5) == [2, 1, 1, 2]
assert continued_fraction_terms(6, 4) == [1, 2]

# query: Given the terms [a0, a1, a2, ...] of a simple continued fraction, return its successive convergents as
# (numerator, denominator) pairs, the first being (a0, 1); no terms give [].
def convergents_from_terms(terms):
    out = []
    p_prev, p = 0, 1
    q_prev, q = 1, 0
    for a in terms:
        p_prev, p = p, a * p + p_prev
        q_prev, q = q, a * q + q_prev
        out.append((p, q))
    return out

# tests
assert convergents_from_terms([]) == []
assert convergents_from_terms([5]) == [(5, 1)]
assert convergents_from_terms([0, 2]) == [(0, 1), (1, 2)]
assert convergents_from_terms([1, 2]) == [(1, 1), (3, 2)]
assert convergents_from_terms([2, 1]) == [(2, 1), (3, 1)]
assert convergents_from_terms([3, 7, 15, 1]) == [(3, 1), (22, 7), (333, 106), (355, 113)]
assert convergents_from_terms([1, 1, 1, 1, 1]) == [(1, 1), (2, 1), (3, 2), (5, 3), (8, 5)]
assert convergents_from_terms([-2, 3]) == [(-2, 1), (-5, 3)]
assert convergents_from_terms([2, 1, 2, 1, 1, 4]) == [(2, 1), (3, 1), (8, 3), (11, 4), (19, 7), (87, 32)]

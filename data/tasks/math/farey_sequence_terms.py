# query: Return the Farey sequence of order n: all reduced fractions between 0 and 1 inclusive whose denominators are
# at most n, in increasing order, as (numerator, denominator) pairs starting with (0, 1) and ending with (1, 1); n
# below 1 gives [].
def farey_sequence_terms(n):
    if n < 1:
        return []
    a, b, c, d = 0, 1, 1, n
    terms = [(0, 1)]
    while c <= n:
        k = (n + b) // d
        a, b, c, d = c, d, k * c - a, k * d - b
        terms.append((a, b))
    return terms

# tests
assert farey_sequence_terms(0) == []
assert farey_sequence_terms(-3) == []
assert farey_sequence_terms(1) == [(0, 1), (1, 1)]
assert farey_sequence_terms(2) == [(0, 1), (1, 2), (1, 1)]
assert farey_sequence_terms(3) == [(0, 1), (1, 3), (1, 2), (2, 3), (1, 1)]
assert farey_sequence_terms(4) == [(0, 1), (1, 4), (1, 3), (1, 2), (2, 3), (3, 4), (1, 1)]
assert len(farey_sequence_terms(5)) == 11
assert farey_sequence_terms(5)[3:6] == [(1, 3), (2, 5), (1, 2)]
assert len(farey_sequence_terms(8)) == 23

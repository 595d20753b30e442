# query: List every primitive Pythagorean triple (a, b, c) with a < b, a^2 + b^2 = c^2, gcd(a, b) = 1 and c at most
# a limit, sorted by c and then by a.
import math
def primitive_pythagorean_triples(limit):
    triples = []
    m = 2
    while m * m + 1 <= limit:
        for n in range(1, m):
            if (m - n) % 2 == 1 and math.gcd(m, n) == 1:
                c = m * m + n * n
                if c > limit:
                    break
                a, b = m * m - n * n, 2 * m * n
                triples.append((min(a, b), max(a, b), c))
        m += 1
    return sorted(triples, key=lambda t: (t[2], t[0]))

# tests
assert primitive_pythagorean_triples(0) == []
assert primitive_pythagorean_triples(4) == []
assert primitive_pythagorean_triples(5) == [(3, 4, 5)]
assert primitive_pythagorean_triples(12) == [(3, 4, 5)]
assert primitive_pythagorean_triples(13) == [(3, 4, 5), (5, 12, 13)]
assert primitive_pythagorean_triples(25) == [(3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25)]
assert primitive_pythagorean_triples(30) == [(3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29)]
assert len(primitive_pythagorean_triples(100)) == 16
assert primitive_pythagorean_triples(65)[-2:] == [(16, 63, 65), (33, 56, 65)]

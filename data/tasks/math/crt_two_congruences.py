# query: Return the smallest non-negative x with x % m1 == a1 and x % m2 == a2 for positive moduli, or None when
# the two congruences are incompatible; the moduli need not be coprime.
def crt_two_congruences(a1, m1, a2, m2):
    a1 %= m1
    a2 %= m2
    x = a1
    step = m1
    for _ in range(m2):
        if x % m2 == a2:
            return x
        x += step
    return None

# tests
assert crt_two_congruences(2, 3, 3, 5) == 8
assert crt_two_congruences(0, 1, 0, 1) == 0
assert crt_two_congruences(1, 2, 0, 4) is None
assert crt_two_congruences(1, 4, 3, 6) == 9
assert crt_two_congruences(3, 7, 3, 7) == 3
assert crt_two_congruences(-1, 5, 2, 3) == 14
assert crt_two_congruences(0, 4, 0, 6) == 0
assert crt_two_congruences(1, 2, 2, 3) == 5
assert crt_two_congruences(4, 5, 6, 7) == 34

# query: Return the multiplicative inverse of a modulo m as a value in [0, m), or None when a and m are not coprime
# or m < 2; a may be negative or larger than m.
def modular_inverse_or_none(a, m):
    if m < 2:
        return None
    r0, r1 = a % m, m
    s0, s1 = 1, 0
    while r1:
        q = r0 // r1
        r0, r1 = r1, r0 - q * r1
        s0, s1 = s1, s0 - q * s1
    if r0 != 1:
        return None
    return s0 % m

# tests
assert modular_inverse_or_none(3, 1) is None
assert modular_inverse_or_none(3, 11) == 4
assert modular_inverse_or_none(10, 17) == 12
assert modular_inverse_or_none(6, 9) is None
assert modular_inverse_or_none(-3, 11) == 7
assert modular_inverse_or_none(14, 11) == 4
assert modular_inverse_or_none(1, 2) == 1
assert modular_inverse_or_none(0, 5) is None
assert modular_inverse_or_none(7, 2) == 1

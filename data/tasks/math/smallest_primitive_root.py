# query: Return the smallest primitive root modulo a prime p, the smallest g whose powers run through every non-zero
# residue mod p (1 for p = 2); if p is not prime return None.
def smallest_primitive_root(p):
    if p < 2 or any(p % d == 0 for d in range(2, int(p ** 0.5) + 1)):
        return None
    if p == 2:
        return 1
    phi = p - 1
    factors = []
    m, d = phi, 2
    while d * d <= m:
        if m % d == 0:
            factors.append(d)
            while m % d == 0:
                m //= d
        d += 1
    if m > 1:
        factors.append(m)
    for g in range(2, p):
        if all(pow(g, phi // q, p) != 1 for q in factors):
            return g
    return None

# tests
assert smallest_primitive_root(1) is None
assert smallest_primitive_root(4) is None
assert smallest_primitive_root(2) == 1
assert smallest_primitive_root(3) == 2
assert smallest_primitive_root(5) == 2
assert smallest_primitive_root(7) == 3
assert smallest_primitive_root(23) == 5
assert smallest_primitive_root(41) == 6
assert smallest_primitive_root(97) == 5
assert smallest_primitive_root(191) == 19

# query: Return the Legendre symbol (a/p) for an odd prime p: 0 when p divides a, 1 when a is a non-zero square modulo p,
# and -1 otherwise (a may be negative); p that is not an odd prime gives None.
def legendre_symbol_value(a, p):
    if p < 3 or p % 2 == 0 or any(p % d == 0 for d in range(3, int(p ** 0.5) + 1, 2)):
        return None
    r = pow(a % p, (p - 1) // 2, p)
    if r == 0:
        return 0
    return 1 if r == 1 else -1

# tests
assert legendre_symbol_value(3, 2) is None
assert legendre_symbol_value(3, 9) is None
assert legendre_symbol_value(3, 15) is None
assert legendre_symbol_value(0, 7) == 0
assert legendre_symbol_value(14, 7) == 0
assert legendre_symbol_value(2, 7) == 1
assert legendre_symbol_value(3, 7) == -1
assert legendre_symbol_value(-1, 5) == 1
assert legendre_symbol_value(-1, 7) == -1
assert legendre_symbol_value(10, 13) == 1

# query: Round the fraction p/q (integers, q may be negative) to the nearest integer, sending exact halves to the
# nearest even integer (banker's rounding), using integer arithmetic only; q of 0 gives None.
def round_half_even_fraction(p, q):
    if q == 0:
        return None
    if q < 0:
        p, q = -p, -q
    fl, r = divmod(p, q)
    if 2 * r > q or (2 * r == q and fl % 2 == 1):
        fl += 1
    return fl

# tests
assert round_half_even_fraction(3, 0) is None
assert round_half_even_fraction(0, 7) == 0
assert round_half_even_fraction(5, 2) == 2
assert round_half_even_fraction(7, 2) == 4
assert round_half_even_fraction(-5, 2) == -2
assert round_half_even_fraction(-7, 2) == -4
assert round_half_even_fraction(7, 3) == 2
assert round_half_even_fraction(8, 3) == 3
assert round_half_even_fraction(1, -2) == 0
assert round_half_even_fraction(3, -2) == -2

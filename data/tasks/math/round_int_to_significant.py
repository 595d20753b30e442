# query: Round an integer to the given number of significant digits, with exact halves rounded away from zero
# (125 to 2 digits is 130, -125 is -130), returning an integer; 0 stays 0 and fewer than 1 digit gives None.
def round_int_to_significant(n, digits):
    if digits < 1:
        return None
    if n == 0:
        return 0
    a = abs(n)
    drop = len(str(a)) - digits
    if drop <= 0:
        return n
    unit = 10 ** drop
    q, r = divmod(a, unit)
    if 2 * r >= unit:
        q += 1
    result = q * unit
    return -result if n < 0 else result

# tests
assert round_int_to_significant(123, 0) is None
assert round_int_to_significant(0, 3) == 0
assert round_int_to_significant(123456, 2) == 120000
assert round_int_to_significant(125, 2) == 130
assert round_int_to_significant(-125, 2) == -130
assert round_int_to_significant(124, 2) == 120
assert round_int_to_significant(987, 3) == 987
assert round_int_to_significant(42, 5) == 42
assert round_int_to_significant(9960, 2) == 10000
assert round_int_to_significant(-1549, 1) == -2000

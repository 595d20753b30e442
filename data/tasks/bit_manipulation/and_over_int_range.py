# query: Return the bitwise AND of every integer from lo to hi inclusive for non-negative bounds without looping
# over the whole range (it equals the shared binary prefix of lo and hi); return -1 if lo > hi or lo is negative.
def and_over_int_range(lo, hi):
    if lo < 0 or lo > hi:
        return -1
    shift = 0
    while lo != hi:
        lo >>= 1
        hi >>= 1
        shift += 1
    return lo << shift

# tests
assert and_over_int_range(5, 7) == 4
assert and_over_int_range(0, 0) == 0
assert and_over_int_range(9, 9) == 9
assert and_over_int_range(0, 1) == 0
assert and_over_int_range(1, 2147483647) == 0
assert and_over_int_range(12, 15) == 12
assert and_over_int_range(12, 16) == 0
assert and_over_int_range(26, 30) == 24
assert and_over_int_range(8, 7) == -1
assert and_over_int_range(-1, 3) == -1

# query: Return the minimum number of single-bit flips applied to non-negative integers a and b so that a OR b
# equals the non-negative integer c; return -1 if any input is negative.
def min_flips_for_or_target(a, b, c):
    if a < 0 or b < 0 or c < 0:
        return -1
    flips = 0
    for i in range(max(a, b, c).bit_length()):
        bit_a, bit_b, bit_c = (a >> i) & 1, (b >> i) & 1, (c >> i) & 1
        if bit_c:
            if bit_a == 0 and bit_b == 0:
                flips += 1
        else:
            flips += bit_a + bit_b
    return flips

# tests
assert min_flips_for_or_target(2, 6, 5) == 3
assert min_flips_for_or_target(4, 2, 7) == 1
assert min_flips_for_or_target(1, 2, 3) == 0
assert min_flips_for_or_target(7, 7, 0) == 6
assert min_flips_for_or_target(0, 0, 8) == 1
assert min_flips_for_or_target(8, 0, 0) == 1
assert min_flips_for_or_target(0, 16, 0) == 1
assert min_flips_for_or_target(-1, 2, 3) == -1
assert min_flips_for_or_target(1, 2, -1) == -1
assert min_flips_for_or_target(1, -1, 3) == -1

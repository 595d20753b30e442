# query: Return the XOR of all integers from lo to hi inclusive for 0 <= lo <= hi in constant time using the
# period-4 pattern of prefix XORs; return 0 when lo > hi and -1 when lo is negative.
def xor_of_int_range(lo, hi):
    if lo < 0:
        return -1
    if lo > hi:
        return 0
    def prefix(n):
        r = n % 4
        if r == 0:
            return n
        if r == 1:
            return 1
        if r == 2:
            return n + 1
        return 0
    return prefix(hi) ^ prefix(lo - 1)

# tests
assert xor_of_int_range(0, 0) == 0
assert xor_of_int_range(0, 1) == 1
assert xor_of_int_range(0, 2) == 3
assert xor_of_int_range(0, 3) == 0
assert xor_of_int_range(0, 4) == 4
assert xor_of_int_range(3, 9) == 3 ^ 4 ^ 5 ^ 6 ^ 7 ^ 8 ^ 9
assert xor_of_int_range(5, 5) == 5
assert xor_of_int_range(6, 10) == 6 ^ 7 ^ 8 ^ 9 ^ 10
assert xor_of_int_range(9, 6) == 0
assert xor_of_int_range(-1, 6) == -1

# query: Return the smallest integer greater than a positive integer n that has the same number of 1 bits, using
# the lowest-set-bit ripple trick; return -1 if n is zero or negative.
def next_same_popcount(n):
    if n <= 0:
        return -1
    lowest = n & -n
    ripple = n + lowest
    ones = ((n ^ ripple) >> 2) // lowest
    return ripple | ones

# tests
assert next_same_popcount(0) == -1
assert next_same_popcount(-6) == -1
assert next_same_popcount(1) == 2
assert next_same_popcount(3) == 5
assert next_same_popcount(6) == 9
assert next_same_popcount(7) == 11
assert next_same_popcount(0b1011100) == 0b1100011
assert next_same_popcount(0b11110000) == 0b100000111
assert next_same_popcount(12) == 17
assert next_same_popcount(5) == 6

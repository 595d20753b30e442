# query: Return the length of the longest run of consecutive 1 bits obtainable in the binary form of a
# non-negative integer after flipping at most one 0 bit to 1 (a leading zero may be flipped); return -1 for a
# negative input.
def longest_ones_one_flip(n):
    if n < 0:
        return -1
    best = 1
    current = 0
    previous = 0
    while n:
        if n & 1:
            current += 1
        else:
            previous = current if n & 2 else 0
            current = 0
        best = max(best, previous + current + 1)
        n >>= 1
    return best

# tests
assert longest_ones_one_flip(-1) == -1
assert longest_ones_one_flip(0) == 1
assert longest_ones_one_flip(1) == 2
assert longest_ones_one_flip(0b1101) == 4
assert longest_ones_one_flip(0b11011101111) == 8
assert longest_ones_one_flip(0b1001) == 2
assert longest_ones_one_flip(0b111) == 4
assert longest_ones_one_flip(0b10110011) == 4
assert longest_ones_one_flip(0b1010101) == 3

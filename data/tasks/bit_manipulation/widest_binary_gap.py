# query: Return the largest distance between the positions of two consecutive 1 bits in the binary form of a
# positive integer (adjacent 1s have distance 1); return 0 if it has fewer than two 1 bits and -1 if it is not positive.
def widest_binary_gap(n):
    if n <= 0:
        return -1
    last = -1
    best = 0
    position = 0
    while n:
        if n & 1:
            if last >= 0:
                best = max(best, position - last)
            last = position
        n >>= 1
        position += 1
    return best

# tests
assert widest_binary_gap(0) == -1
assert widest_binary_gap(-5) == -1
assert widest_binary_gap(1) == 0
assert widest_binary_gap(8) == 0
assert widest_binary_gap(3) == 1
assert widest_binary_gap(5) == 2
assert widest_binary_gap(0b10001001) == 4
assert widest_binary_gap(0b110010) == 3
assert widest_binary_gap(22) == 2
assert widest_binary_gap(0b100000011) == 7

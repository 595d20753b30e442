# query: Return the number of bit positions in which two non-negative integers differ.
def hamming_distance_ints(a, b):
    diff = a ^ b
    count = 0
    while diff > 0:
        count += diff & 1
        diff >>= 1
    return count

# tests
assert hamming_distance_ints(0, 0) == 0
assert hamming_distance_ints(1, 4) == 2
assert hamming_distance_ints(3, 1) == 1
assert hamming_distance_ints(7, 7) == 0
assert hamming_distance_ints(0, 255) == 8
assert hamming_distance_ints(10, 5) == 4
assert hamming_distance_ints(2 ** 33, 1) == 2
assert hamming_distance_ints(12, 10) == 2

# query: Count the 1 bits in the binary representation of a non-negative integer by repeatedly clearing the lowest
# set bit; a negative input gives -1.
def count_set_bits_kernighan(n):
    if n < 0:
        return -1
    count = 0
    while n:
        n &= n - 1
        count += 1
    return count

# tests
assert count_set_bits_kernighan(-1) == -1
assert count_set_bits_kernighan(0) == 0
assert count_set_bits_kernighan(1) == 1
assert count_set_bits_kernighan(2) == 1
assert count_set_bits_kernighan(7) == 3
assert count_set_bits_kernighan(8) == 1
assert count_set_bits_kernighan(255) == 8
assert count_set_bits_kernighan(0b101010) == 3
assert count_set_bits_kernighan(2 ** 40 + 5) == 3

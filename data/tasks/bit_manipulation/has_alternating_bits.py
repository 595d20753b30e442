# query: Decide whether the binary form of a positive integer (without leading zeros) alternates between 1 and 0
# at every position, such as 5 = 101 or 10 = 1010; return False for zero and negative inputs.
def has_alternating_bits(n):
    if n <= 0:
        return False
    previous = n & 1
    n >>= 1
    while n > 0:
        current = n & 1
        if current == previous:
            return False
        previous = current
        n >>= 1
    return True

# tests
assert has_alternating_bits(0) is False
assert has_alternating_bits(-5) is False
assert has_alternating_bits(1) is True
assert has_alternating_bits(2) is True
assert has_alternating_bits(3) is False
assert has_alternating_bits(5) is True
assert has_alternating_bits(10) is True
assert has_alternating_bits(11) is False
assert has_alternating_bits(0b10101010101) is True
assert has_alternating_bits(0b1010110) is False

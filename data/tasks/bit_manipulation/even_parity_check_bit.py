# query: Given an integer value and a bit width, return the check bit (0 or 1) that makes the total number of 1
# bits among the lowest `width` bits plus the check bit even; return None if width is not positive or the value
# is negative or does not fit in `width` bits.
def even_parity_check_bit(value, width):
    if width <= 0 or value < 0:
        return None
    if value >= 1 << width:
        return None
    parity = 0
    while value:
        parity ^= value & 1
        value >>= 1
    return parity

# tests
assert even_parity_check_bit(0, 8) == 0
assert even_parity_check_bit(1, 1) == 1
assert even_parity_check_bit(0b1011, 4) == 1
assert even_parity_check_bit(0b1001, 4) == 0
assert even_parity_check_bit(16, 4) is None
assert even_parity_check_bit(0b1000, 4) == 1
assert even_parity_check_bit(3, 0) is None
assert even_parity_check_bit(0, 0) is None
assert even_parity_check_bit(-1, 8) is None
assert even_parity_check_bit(255 - 1, 8) == 1

# query: Return the integer formed by bits lo through hi inclusive (bit 0 is least significant) of a non-negative
# integer, shifted down so bit lo becomes bit 0; return -1 if lo is negative, lo > hi, or the value is negative.
def extract_bit_slice(value, lo, hi):
    if lo < 0 or lo > hi or value < 0:
        return -1
    width = hi - lo + 1
    mask = (1 << width) - 1
    return (value >> lo) & mask

# tests
assert extract_bit_slice(0b110110, 1, 3) == 0b011
assert extract_bit_slice(0b110110, 5, 5) == 1
assert extract_bit_slice(0b110110, 2, 5) == 0b1101
assert extract_bit_slice(255, 4, 20) == 15
assert extract_bit_slice(255, 3, 2) == -1
assert extract_bit_slice(255, -1, 2) == -1
assert extract_bit_slice(-1, 0, 2) == -1
assert extract_bit_slice(0, 0, 3) == 0
assert extract_bit_slice(0xABCD, 4, 11) == 0xBC
assert extract_bit_slice(0xABCD, 0, 15) == 0xABCD

# query: Decode a Hamming(7,4) codeword given as 7 bits in position order p1 p2 d1 p3 d2 d3 d4 (even parity), correcting
# at most one flipped bit, and return (data value with d1 as most significant bit, 1-based position of the corrected bit
# or 0); return None unless the input is exactly 7 values each 0 or 1.
def hamming74_correct(bits):
    if len(bits) != 7 or any(b not in (0, 1) for b in bits):
        return None
    word = list(bits)
    syndrome = 0
    for position in range(1, 8):
        if word[position - 1]:
            syndrome ^= position
    if syndrome:
        word[syndrome - 1] ^= 1
    value = (word[2] << 3) | (word[4] << 2) | (word[5] << 1) | word[6]
    return (value, syndrome)

# tests
assert hamming74_correct([0, 0, 0, 0, 0, 0, 0]) == (0, 0)
assert hamming74_correct([0, 1, 1, 0, 0, 1, 1]) == (11, 0)
assert hamming74_correct([1, 1, 1, 0, 0, 1, 1]) == (11, 1)
assert hamming74_correct([0, 1, 0, 0, 0, 1, 1]) == (11, 3)
assert hamming74_correct([0, 1, 1, 0, 0, 1, 0]) == (11, 7)
assert hamming74_correct([1, 1, 1, 1, 0, 1, 0]) == (10, 2)
assert hamming74_correct([1, 1, 1, 1, 1, 1, 0]) == (15, 7)
assert hamming74_correct([0, 0, 0, 0, 1, 0, 0]) == (0, 5)
assert hamming74_correct([0, 1, 1, 0, 0, 1]) is None
assert hamming74_correct([0, 1, 2, 0, 0, 1, 1]) is None

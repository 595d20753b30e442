# query: Encode a 4-bit value with data bits d1..d4 (d1 most significant) as a Hamming(7,4) codeword, returned as the
# list of 7 bits in position order p1 p2 d1 p3 d2 d3 d4, where p1, p2 and p3 give even parity over positions {1,3,5,7},
# {2,3,6,7} and {4,5,6,7}; return None for a value outside 0..15.
def hamming74_encode(value):
    if value < 0 or value > 15:
        return None
    d1 = (value >> 3) & 1
    d2 = (value >> 2) & 1
    d3 = (value >> 1) & 1
    d4 = value & 1
    p1 = d1 ^ d2 ^ d4
    p2 = d1 ^ d3 ^ d4
    p3 = d2 ^ d3 ^ d4
    return [p1, p2, d1, p3, d2, d3, d4]

# tests
assert hamming74_encode(0) == [0, 0, 0, 0, 0, 0, 0]
assert hamming74_encode(15) == [1, 1, 1, 1, 1, 1, 1]
assert [hamming74_encode(v) for v in (8, 4, 2, 1)] == [[1, 1, 1, 0, 0, 0, 0], [1, 0, 0, 1, 1, 0, 0], [0, 1, 0, 1, 0, 1, 0], [1, 1, 0, 1, 0, 0, 1]]
assert hamming74_encode(10) == [1, 0, 1, 1, 0, 1, 0]
assert hamming74_encode(6) == [1, 1, 0, 0, 1, 1, 0]
assert hamming74_encode(3) == [1, 0, 0, 0, 0, 1, 1]
assert hamming74_encode(0b1011) == [0, 1, 1, 0, 0, 1, 1]
assert hamming74_encode(16) is None
assert hamming74_encode(-1) is None

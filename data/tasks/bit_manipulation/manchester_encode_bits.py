# query: Manchester-encode bytes into a string of "0"/"1" half-bit levels, taking each byte's bits most significant
# first: under the IEEE 802.3 convention (ieee true) a 0 bit becomes "10" and a 1 bit "01", and under G. E. Thomas's
# convention (ieee false) the reverse.
def manchester_encode_bits(data, ieee):
    zero, one = ("10", "01") if ieee else ("01", "10")
    out = []
    for byte in data:
        for shift in range(7, -1, -1):
            if (byte >> shift) & 1:
                out.append(one)
            else:
                out.append(zero)
    return "".join(out)

# tests
assert manchester_encode_bits(b"", True) == ""
assert manchester_encode_bits(b"\x00", True) == "10" * 8
assert manchester_encode_bits(b"\xff", True) == "01" * 8
assert manchester_encode_bits(b"\x80", True) == "01" + "10" * 7
assert manchester_encode_bits(b"\x01", True) == "10" * 7 + "01"
assert manchester_encode_bits(b"\x01", False) == "01" * 7 + "10"
assert manchester_encode_bits(b"\xa5", False) == '1001100101100110'
assert manchester_encode_bits(b"\x0f\xf0", True) == "1010101001010101" + "0101010110101010"
assert manchester_encode_bits(b"\x40", True) == "1001" + "10" * 6

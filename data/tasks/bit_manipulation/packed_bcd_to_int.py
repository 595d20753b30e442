# query: Read bytes of packed binary-coded decimal (two decimal digits per byte, high nibble first, as in real-time-clock
# registers) as one integer, so b"\x12\x34" gives 1234; empty input gives 0 and a nibble above 9 gives None.
def packed_bcd_to_int(data):
    value = 0
    for byte in data:
        high = byte >> 4
        low = byte & 0x0F
        if high > 9 or low > 9:
            return None
        value = value * 100 + high * 10 + low
    return value

# tests
assert packed_bcd_to_int(b"") == 0
assert packed_bcd_to_int(b"\x00") == 0
assert packed_bcd_to_int(b"\x09") == 9
assert packed_bcd_to_int(b"\x90") == 90
assert packed_bcd_to_int(b"\x12\x34") == 1234
assert packed_bcd_to_int(b"\x00\x07\x59") == 759
assert packed_bcd_to_int(b"\x99\x99\x99") == 999999
assert packed_bcd_to_int(b"\x1a") is None
assert packed_bcd_to_int(b"\x12\xa1") is None
assert packed_bcd_to_int(b"\x45\x23") == 4523

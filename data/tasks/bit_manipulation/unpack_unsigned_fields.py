# query: Split a non-negative integer into fields with the given bit widths, the first width naming the most
# significant field, and return the field values as a list; return None if the value is negative, any width is
# not positive, or the value needs more bits than the widths add up to.
def unpack_unsigned_fields(packed, widths):
    total = 0
    for w in widths:
        if w < 1:
            return None
        total += w
    if packed < 0 or packed >= 1 << total:
        return None
    fields = []
    shift = total
    for w in widths:
        shift -= w
        fields.append((packed >> shift) & ((1 << w) - 1))
    return fields

# tests
assert unpack_unsigned_fields(0, []) == []
assert unpack_unsigned_fields(1, []) is None
assert unpack_unsigned_fields(0xFFFF, [5, 6, 5]) == [31, 63, 31]
assert unpack_unsigned_fields(0b101011, [3, 2, 1]) == [5, 1, 1]
assert unpack_unsigned_fields(0x23, [4, 4]) == [2, 3]
assert unpack_unsigned_fields(0x123, [4, 4]) is None
assert unpack_unsigned_fields(0xFF, [8]) == [255]
assert unpack_unsigned_fields(3, [2, 0]) is None
assert unpack_unsigned_fields(-1, [4]) is None
assert unpack_unsigned_fields(9, [1, 3]) == [1, 1]

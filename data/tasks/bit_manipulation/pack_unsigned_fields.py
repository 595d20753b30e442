# query: Pack a list of non-negative field values into one integer, using the matching list of bit widths and
# placing the first field in the most significant position; return -1 if the lists differ in length, a width
# is not positive, or a value is negative or too large for its width.
def pack_unsigned_fields(values, widths):
    if len(values) != len(widths):
        return -1
    packed = 0
    for value, width in zip(values, widths):
        if width <= 0 or value < 0 or value >= 1 << width:
            return -1
        packed = (packed << width) | value
    return packed

# tests
assert pack_unsigned_fields([], []) == 0
assert pack_unsigned_fields([1], [1]) == 1
assert pack_unsigned_fields([1, 0], [1, 3]) == 8
assert pack_unsigned_fields([31, 63, 31], [5, 6, 5]) == 0xFFFF
assert pack_unsigned_fields([0b101, 0b01, 0b1], [3, 2, 1]) == 0b101011
assert pack_unsigned_fields([2, 3], [4, 4]) == 0x23
assert pack_unsigned_fields([4, 1], [2, 4]) == -1
assert pack_unsigned_fields([1, 0], [2, 0]) == -1
assert pack_unsigned_fields([-1, 1], [2, 2]) == -1
assert pack_unsigned_fields([1, 2], [4]) == -1

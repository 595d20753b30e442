# query: Pick the narrowest integer dtype name that can hold every value in a list: "uint8", "uint16", "uint32" or
# "uint64" when no value is negative, otherwise "int8" to "int64" (two's-complement ranges); return None for an empty
# list or values too large for 64 bits.
def smallest_int_dtype(values):
    if not values:
        return None
    low = min(values)
    high = max(values)
    for bits in (8, 16, 32, 64):
        if low >= 0:
            if high < 1 << bits:
                return "uint" + str(bits)
        elif low >= -(1 << (bits - 1)) and high < 1 << (bits - 1):
            return "int" + str(bits)
    return None

# tests
assert smallest_int_dtype([]) is None
assert smallest_int_dtype([0]) == "uint8"
assert smallest_int_dtype([255, 3]) == "uint8"
assert smallest_int_dtype([256]) == "uint16"
assert smallest_int_dtype([-1, 127]) == "int8"
assert smallest_int_dtype([-1, 128]) == "int16"
assert smallest_int_dtype([-128]) == "int8"
assert smallest_int_dtype([-129, 5]) == "int16"
assert smallest_int_dtype([2 ** 32 - 1, 2 ** 16]) == "uint32"
assert [smallest_int_dtype([2 ** 64]), smallest_int_dtype([-1, 2 ** 63]), smallest_int_dtype([-(2 ** 63), 2 ** 63 - 1])] == [None, None, "int64"]

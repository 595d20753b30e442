# query: Decode a 16-bit IEEE 754 half-precision bit pattern (1 sign bit, 5 exponent bits with bias 15, 10 fraction bits)
# into a Python float, handling subnormals, signed zero and infinities; return None for NaN patterns or a value outside
# 0-0xFFFF.
def half_float_decode(bits):
    if bits < 0 or bits > 0xFFFF:
        return None
    sign = -1.0 if bits >> 15 else 1.0
    exponent = (bits >> 10) & 0x1F
    fraction = bits & 0x3FF
    if exponent == 0x1F:
        if fraction:
            return None
        return sign * float("inf")
    if exponent == 0:
        return sign * fraction * 2.0 ** -24
    return sign * (1024 + fraction) * 2.0 ** (exponent - 25)

# tests
assert half_float_decode(0x3C00) == 1.0
assert half_float_decode(0xC000) == -2.0
assert half_float_decode(0x3555) == 0.333251953125
assert half_float_decode(0x7BFF) == 65504.0
assert half_float_decode(0x0400) == 2.0 ** -14
assert half_float_decode(0x0001) == 2.0 ** -24
assert half_float_decode(0x03FF) == 1023 * 2.0 ** -24
assert str(half_float_decode(0x8000)) == "-0.0"
assert [half_float_decode(0x7C00), half_float_decode(0xFC00)] == [float("inf"), float("-inf")]
assert [half_float_decode(0x7C01), half_float_decode(0xFE00), half_float_decode(0x10000), half_float_decode(-1024)] == [None] * 4

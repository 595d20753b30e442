# query: Multiply two Q15 fixed-point numbers (16-bit signed integers standing for value / 32768) with rounding to
# nearest, adding 0x4000 before the 15-bit arithmetic right shift, and saturate the result to -32768..32767; return None
# if an input is outside the 16-bit signed range.
def q15_multiply(a, b):
    if a < -32768 or a > 32767 or b < -32768 or b > 32767:
        return None
    result = (a * b + 0x4000) >> 15
    if result > 32767:
        return 32767
    return result

# tests
assert q15_multiply(16384, 16384) == 8192
assert q15_multiply(32767, 32767) == 32766
assert q15_multiply(-32768, -32768) == 32767
assert q15_multiply(-32768, 32767) == -32767
assert q15_multiply(0, -32768) == 0
assert q15_multiply(1, 16384) == 1
assert q15_multiply(1, 16383) == 0
assert q15_multiply(-1, 16384) == 0
assert q15_multiply(-3, 16384) == -1
assert [q15_multiply(32768, 1), q15_multiply(1, -32769), q15_multiply(-32769, 1), q15_multiply(1, 32768)] == [None] * 4

# query: Bit-pack a list of non-negative integers, each in `width` bits, into bytes the way Parquet's bit-packed runs
# do: value i fills stream bits i*width upward, stream bit k being bit k % 8 of byte k // 8, with the last byte zero
# padded; return None if width is below 1 or a value is negative or needs more than width bits.
def bitpack_values_lsb(values, width):
    if width < 1:
        return None
    acc = 0
    for i, value in enumerate(values):
        if value < 0 or value >= 1 << width:
            return None
        acc |= value << (i * width)
    nbytes = (len(values) * width + 7) // 8
    return acc.to_bytes(nbytes, "little")

# tests
assert bitpack_values_lsb([], 3) == b""
assert bitpack_values_lsb([1], 1) == b"\x01"
assert bitpack_values_lsb([0, 1, 2, 3, 4, 5, 6, 7], 3) == b"\x88\xc6\xfa"
assert bitpack_values_lsb([1, 0, 1, 1], 1) == b"\x0d"
assert bitpack_values_lsb([15, 1], 4) == b"\x1f"
assert bitpack_values_lsb([255, 1], 8) == b"\xff\x01"
assert bitpack_values_lsb([1, 1, 1], 3) == b"\x49\x00"
assert bitpack_values_lsb([8], 3) is None
assert bitpack_values_lsb([7, -1], 3) is None
assert bitpack_values_lsb([0], 0) is None

# query: Interpret a non-negative integer as a two's-complement bit pattern of the given width and return its
# signed value; return None if width is below 1 or the pattern is negative or does not fit in width bits.
def unsigned_to_signed_width(pattern, width):
    if width < 1 or pattern < 0:
        return None
    limit = 1 << width
    if pattern >= limit:
        return None
    if pattern >= limit >> 1:
        return pattern - limit
    return pattern

# tests
assert unsigned_to_signed_width(0, 8) == 0
assert unsigned_to_signed_width(127, 8) == 127
assert unsigned_to_signed_width(128, 8) == -128
assert unsigned_to_signed_width(255, 8) == -1
assert unsigned_to_signed_width(256, 8) is None
assert unsigned_to_signed_width(1, 1) == -1
assert unsigned_to_signed_width(0, 0) is None
assert unsigned_to_signed_width(-1, 8) is None
assert unsigned_to_signed_width(0xFFFE, 16) == -2
assert unsigned_to_signed_width(5, 4) == 5

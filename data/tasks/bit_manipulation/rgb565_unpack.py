# query: Expand a 16-bit RGB565 pixel into an (r, g, b) tuple of 8-bit channels, scaling each field by replicating its
# top bits into the freed low bits (so full-scale 31 or 63 becomes 255); return None for a value outside 0-0xFFFF.
def rgb565_unpack(pixel):
    if pixel < 0 or pixel > 0xFFFF:
        return None
    r5 = pixel >> 11
    g6 = (pixel >> 5) & 0x3F
    b5 = pixel & 0x1F
    return ((r5 << 3) | (r5 >> 2), (g6 << 2) | (g6 >> 4), (b5 << 3) | (b5 >> 2))

# tests
assert rgb565_unpack(0) == (0, 0, 0)
assert rgb565_unpack(0xFFFF) == (255, 255, 255)
assert rgb565_unpack(0xF800) == (255, 0, 0)
assert rgb565_unpack(0x07E0) == (0, 255, 0)
assert rgb565_unpack(0x001F) == (0, 0, 255)
assert rgb565_unpack(0x0821) == (8, 4, 8)
assert rgb565_unpack(0x8410) == (132, 130, 132)
assert rgb565_unpack(0x11AA) == (16, 52, 82)
assert rgb565_unpack(0x10000) is None
assert rgb565_unpack(-1) is None

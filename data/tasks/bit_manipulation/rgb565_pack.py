# query: Pack 8-bit red, green and blue channel values into a 16-bit RGB565 pixel (red in the top 5 bits, green in the
# middle 6, blue in the low 5, each keeping the channel's most significant bits); return None if any channel is outside
# 0-255.
def rgb565_pack(r, g, b):
    for channel in (r, g, b):
        if channel < 0 or channel > 255:
            return None
    return ((r >> 3) << 11) | ((g >> 2) << 5) | (b >> 3)

# tests
assert rgb565_pack(0, 0, 0) == 0
assert rgb565_pack(255, 255, 255) == 0xFFFF
assert rgb565_pack(255, 0, 0) == 0xF800
assert rgb565_pack(0, 255, 0) == 0x07E0
assert rgb565_pack(0, 0, 255) == 0x001F
assert rgb565_pack(8, 4, 8) == 0x0821
assert rgb565_pack(7, 3, 7) == 0
assert rgb565_pack(0x12, 0x34, 0x56) == 0x11AA
assert rgb565_pack(256, 0, 0) is None
assert [rgb565_pack(*c) for c in ((0, -1, 0), (0, 0, 256), (-1, 0, 0))] == [None] * 3

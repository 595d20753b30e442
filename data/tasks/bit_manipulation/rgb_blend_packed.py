# query: Blend two colours given as 0xRRGGBB integers with an 8-bit weight alpha from 0 to 256: each channel becomes
# (first * (256 - alpha) + second * alpha) >> 8, so alpha 0 keeps the first colour and 256 gives the second; return -1
# if alpha is outside 0-256.
def rgb_blend_packed(first, second, alpha):
    if alpha < 0 or alpha > 256:
        return -1
    result = 0
    for shift in (16, 8, 0):
        a = (first >> shift) & 0xFF
        b = (second >> shift) & 0xFF
        result |= ((a * (256 - alpha) + b * alpha) >> 8) << shift
    return result

# tests
assert rgb_blend_packed(0x102030, 0xFFFFFF, 0) == 0x102030
assert rgb_blend_packed(0x102030, 0xFFFFFF, 256) == 0xFFFFFF
assert rgb_blend_packed(0x000000, 0xFFFFFF, 128) == 0x7F7F7F
assert rgb_blend_packed(0xFF0000, 0x0000FF, 128) == 0x7F007F
assert rgb_blend_packed(0x204060, 0x000000, 64) == 0x183048
assert rgb_blend_packed(0x00FF00, 0x000000, 1) == 0x00FE00
assert rgb_blend_packed(0x112233, 0x445566, 192) == 3623001
assert rgb_blend_packed(0x000000, 0xFFFFFF, 257) == -1
assert rgb_blend_packed(0xFFFFFF, 0x000000, -1) == -1

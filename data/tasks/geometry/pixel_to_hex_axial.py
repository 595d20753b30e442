# query: Return the axial coordinates (q, r) of the pointy-top hexagon of the given size (centre to corner) that
# contains pixel point (x, y), where hex (0, 0) is centred at the origin, hex centres lie at
# x = size*sqrt(3)*(q + r/2), y = size*1.5*r, and fractional results are rounded to the nearest hex.
import math
def pixel_to_hex_axial(x, y, size):
    qf = (math.sqrt(3) / 3 * x - y / 3) / size
    rf = (2 / 3 * y) / size
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (q, r)

# tests
assert pixel_to_hex_axial(0, 0, 10) == (0, 0)
assert pixel_to_hex_axial(15.155, 8.25, 10) == (1, 0)
assert pixel_to_hex_axial(17.3, 0, 10) == (1, 0)
assert pixel_to_hex_axial(-17.3, 0, 10) == (-1, 0)
assert pixel_to_hex_axial(8.7, 15, 10) == (0, 1)
assert pixel_to_hex_axial(-8.7, 15, 10) == (-1, 1)
assert pixel_to_hex_axial(14.722, 9, 10) == (0, 1)
assert pixel_to_hex_axial(11, 4, 10) == (1, 0)
assert pixel_to_hex_axial(6, 9, 10) == (0, 1)
assert pixel_to_hex_axial(52, 30, 10) == (2, 2)

# query: Return the Bing Maps quadkey string for map tile (x, y) at a zoom level: one digit per level from the most
# significant bit down, each digit 0-3 adding 1 when that bit of x is set and 2 when that bit of y is set; zoom 0
# gives "".
def quadkey_for_tile(x, y, zoom):
    digits = []
    for i in range(zoom, 0, -1):
        mask = 1 << (i - 1)
        digit = 0
        if x & mask:
            digit += 1
        if y & mask:
            digit += 2
        digits.append(str(digit))
    return "".join(digits)

# tests
assert quadkey_for_tile(0, 0, 0) == ""
assert quadkey_for_tile(0, 0, 1) == "0"
assert quadkey_for_tile(1, 0, 1) == "1"
assert quadkey_for_tile(0, 1, 1) == "2"
assert quadkey_for_tile(1, 1, 1) == "3"
assert quadkey_for_tile(3, 5, 3) == "213"
assert quadkey_for_tile(5, 3, 3) == "123"
assert quadkey_for_tile(0, 0, 4) == "0000"
assert quadkey_for_tile(15, 15, 4) == "3333"
assert quadkey_for_tile(8, 1, 4) == "1002"

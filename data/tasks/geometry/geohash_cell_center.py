# query: Decode a geohash (alphabet "0123456789bcdefghjkmnpqrstuvwxyz", bits alternating longitude first, each bit
# choosing the upper or lower half of the range) to the centre of its cell as (lat, lon) rounded to 6 decimals; an
# empty string or any character outside the alphabet gives None.
def geohash_cell_center(code):
    alphabet = "0123456789bcdefghjkmnpqrstuvwxyz"
    if not code:
        return None
    lat_lo, lat_hi = -90.0, 90.0
    lon_lo, lon_hi = -180.0, 180.0
    even = True
    for ch in code:
        value = alphabet.find(ch)
        if value < 0:
            return None
        for shift in range(4, -1, -1):
            bit = (value >> shift) & 1
            if even:
                mid = (lon_lo + lon_hi) / 2
                if bit:
                    lon_lo = mid
                else:
                    lon_hi = mid
            else:
                mid = (lat_lo + lat_hi) / 2
                if bit:
                    lat_lo = mid
                else:
                    lat_hi = mid
            even = not even
    return (round((lat_lo + lat_hi) / 2, 6), round((lon_lo + lon_hi) / 2, 6))

# tests
assert geohash_cell_center("") is None
assert geohash_cell_center("a") is None
assert geohash_cell_center("u4pa") is None
assert geohash_cell_center("s") == (22.5, 22.5)
assert geohash_cell_center("0") == (-67.5, -157.5)
assert geohash_cell_center("z") == (67.5, 157.5)
assert geohash_cell_center("7") == (-22.5, -22.5)
assert geohash_cell_center("ezs42") == (42.604980, -5.603027)
assert geohash_cell_center("u4pruydqqvj") == (57.649111, 10.40744)
assert geohash_cell_center("gcpvj0") == (51.506653, -0.126343)

# query: Encode a latitude/longitude in degrees as a geohash of the given length: alternately halve the longitude
# range [-180, 180] and the latitude range [-90, 90] starting with longitude, emit bit 1 when the value is in the
# upper half (a value equal to the midpoint counts as upper), and write each 5 bits with the alphabet
# "0123456789bcdefghjkmnpqrstuvwxyz".
def geohash_encode(lat, lon, length):
    alphabet = "0123456789bcdefghjkmnpqrstuvwxyz"
    lat_lo, lat_hi = -90.0, 90.0
    lon_lo, lon_hi = -180.0, 180.0
    out = []
    bits = 0
    value = 0
    even = True
    while len(out) < length:
        if even:
            mid = (lon_lo + lon_hi) / 2
            if lon >= mid:
                value = value * 2 + 1
                lon_lo = mid
            else:
                value = value * 2
                lon_hi = mid
        else:
            mid = (lat_lo + lat_hi) / 2
            if lat >= mid:
                value = value * 2 + 1
                lat_lo = mid
            else:
                value = value * 2
                lat_hi = mid
        even = not even
        bits += 1
        if bits == 5:
            out.append(alphabet[value])
            bits = 0
            value = 0
    return "".join(out)

# tests
assert geohash_encode(10.0, 20.0, 0) == ""
assert geohash_encode(57.64911, 10.40744, 11) == "u4pruydqqvj"
assert geohash_encode(0.0, 0.0, 3) == "s00"
assert geohash_encode(-0.000001, -0.000001, 3) == "7zz"
assert geohash_encode(42.6, -5.6, 5) == "ezs42"
assert geohash_encode(-25.382708, -49.265506, 8) == "6gkzwgjz"
assert geohash_encode(90.0, 180.0, 2) == "zz"
assert geohash_encode(-90.0, -180.0, 2) == "00"
assert geohash_encode(51.5074, -0.1278, 6) == "gcpvj0"

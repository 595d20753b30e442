# query: Return the Web Mercator map tile (x, y) containing a latitude/longitude in degrees at an integer zoom level
# (2**zoom tiles per side, x growing east from longitude -180, y growing south from the top edge), clamping both
# indices to the valid range.
import math
def slippy_tile_for_latlon(lat, lon, zoom):
    n = 2 ** zoom
    x = math.floor((lon + 180.0) / 360.0 * n)
    lat_rad = math.radians(lat)
    y = math.floor((1.0 - math.asinh(math.tan(lat_rad)) / math.pi) / 2.0 * n)
    x = min(max(x, 0), n - 1)
    y = min(max(y, 0), n - 1)
    return (x, y)

# tests
assert slippy_tile_for_latlon(0.0, 0.0, 0) == (0, 0)
assert slippy_tile_for_latlon(0.0, 0.0, 1) == (1, 1)
assert slippy_tile_for_latlon(10.0, -10.0, 1) == (0, 0)
assert slippy_tile_for_latlon(-10.0, 10.0, 1) == (1, 1)
assert slippy_tile_for_latlon(51.5074, -0.1278, 10) == (511, 340)
assert slippy_tile_for_latlon(-33.8688, 151.2093, 12) == (3768, 2457)
assert slippy_tile_for_latlon(40.7128, -74.006, 8) == (75, 96)
assert slippy_tile_for_latlon(0.0, 180.0, 3) == (7, 4)
assert slippy_tile_for_latlon(89.9, -180.0, 4) == (0, 0)
assert slippy_tile_for_latlon(-89.9, 179.0, 2) == (3, 3)

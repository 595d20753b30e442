# query: Return the latitude and longitude in degrees (each rounded to 6 decimals) of the north-west corner of Web
# Mercator map tile (x, y) at an integer zoom level, where there are 2**zoom tiles per side, x counts east from
# longitude -180 and y counts south from the top.
import math
def tile_northwest_corner(x, y, zoom):
    n = 2 ** zoom
    lon = x / n * 360.0 - 180.0
    lat = math.degrees(math.atan(math.sinh(math.pi * (1 - 2 * y / n))))
    return (round(lat, 6) + 0.0, round(lon, 6) + 0.0)

# tests
assert tile_northwest_corner(0, 0, 0) == (85.051129, -180.0)
assert tile_northwest_corner(1, 1, 1) == (0.0, 0.0)
assert tile_northwest_corner(0, 1, 1) == (0.0, -180.0)
assert tile_northwest_corner(1, 0, 1) == (85.051129, 0.0)
assert tile_northwest_corner(0, 2, 1) == (-85.051129, -180.0)
assert tile_northwest_corner(3, 2, 2) == (0.0, 90.0)
assert tile_northwest_corner(511, 340, 10) == (51.618017, -0.351562)
assert tile_northwest_corner(2, 1, 3) == (79.171335, -90.0)
assert tile_northwest_corner(4, 5, 3) == (-40.979898, 0.0)

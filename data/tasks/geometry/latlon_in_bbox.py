# query: Decide whether a latitude/longitude point lies in a geographic bounding box (south, west, north, east),
# edges included, where a box whose west is greater than its east crosses the 180th meridian (so it covers
# longitudes >= west or <= east).
def latlon_in_bbox(lat, lon, bbox):
    south, west, north, east = bbox
    if lat < south or lat > north:
        return False
    if west <= east:
        return west <= lon <= east
    return lon >= west or lon <= east

# tests
assert latlon_in_bbox(10, 20, (0, 10, 20, 30)) is True
assert latlon_in_bbox(0, 10, (0, 10, 20, 30)) is True
assert latlon_in_bbox(20, 30, (0, 10, 20, 30)) is True
assert latlon_in_bbox(-1, 20, (0, 10, 20, 30)) is False
assert latlon_in_bbox(21, 20, (0, 10, 20, 30)) is False
assert latlon_in_bbox(10, 31, (0, 10, 20, 30)) is False
assert latlon_in_bbox(10, 9, (0, 10, 20, 30)) is False
assert latlon_in_bbox(-15, 179, (-20, 170, -10, -170)) is True
assert latlon_in_bbox(-15, -175, (-20, 170, -10, -170)) is True
assert latlon_in_bbox(-15, 0, (-20, 170, -10, -170)) is False

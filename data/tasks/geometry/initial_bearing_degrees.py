# query: Return the initial compass bearing in degrees (0 = north, 90 = east, in [0, 360)) for the great-circle route
# from the first latitude/longitude point to the second (degrees in), rounded to 1 decimal.
import math
def initial_bearing_degrees(lat1, lon1, lat2, lon2):
    p1 = math.radians(lat1)
    p2 = math.radians(lat2)
    dl = math.radians(lon2 - lon1)
    x = math.sin(dl) * math.cos(p2)
    y = math.cos(p1) * math.sin(p2) - math.sin(p1) * math.cos(p2) * math.cos(dl)
    bearing = math.degrees(math.atan2(x, y))
    return round(bearing % 360.0, 1) % 360.0

# tests
assert initial_bearing_degrees(0.0, 0.0, 10.0, 0.0) == 0.0
assert initial_bearing_degrees(0.0, 0.0, 0.0, 10.0) == 90.0
assert initial_bearing_degrees(10.0, 0.0, 0.0, 0.0) == 180.0
assert initial_bearing_degrees(0.0, 10.0, 0.0, 0.0) == 270.0
assert initial_bearing_degrees(51.5074, -0.1278, 48.8566, 2.3522) == 148.1
assert initial_bearing_degrees(48.8566, 2.3522, 51.5074, -0.1278) == 330.0
assert initial_bearing_degrees(0.0, 0.0, 10.0, 10.0) == 44.6
assert initial_bearing_degrees(40.0, -74.0, 40.0, -73.0) == 89.7
assert initial_bearing_degrees(0.0, 0.0, -10.0, -10.0) == 224.6

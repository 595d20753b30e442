# query: Starting from a latitude/longitude in degrees, travel a distance in kilometres along a great circle with the
# given initial compass bearing (0 = north, 90 = east) on a sphere of radius 6371 km, and return the destination
# (lat, lon) rounded to 4 decimals with the longitude normalised into [-180, 180).
import math
def destination_from_bearing(lat, lon, bearing, distance_km):
    d = distance_km / 6371.0
    p1 = math.radians(lat)
    l1 = math.radians(lon)
    b = math.radians(bearing)
    p2 = math.asin(math.sin(p1) * math.cos(d) + math.cos(p1) * math.sin(d) * math.cos(b))
    l2 = l1 + math.atan2(math.sin(b) * math.sin(d) * math.cos(p1), math.cos(d) - math.sin(p1) * math.sin(p2))
    lon2 = (math.degrees(l2) + 180.0) % 360.0 - 180.0
    return (round(math.degrees(p2), 4) + 0.0, round(lon2, 4) + 0.0)

# tests
assert destination_from_bearing(10.0, 20.0, 45.0, 0.0) == (10.0, 20.0)
assert destination_from_bearing(0.0, 0.0, 0.0, 111.19508) == (1.0, 0.0)
assert destination_from_bearing(0.0, 0.0, 90.0, 111.19508) == (0.0, 1.0)
assert destination_from_bearing(0.0, 0.0, 180.0, 111.19508) == (-1.0, 0.0)
assert destination_from_bearing(0.0, 0.0, 270.0, 111.19508) == (0.0, -1.0)
assert destination_from_bearing(0.0, 179.5, 90.0, 111.19508) == (0.0, -179.5)
assert destination_from_bearing(51.5074, -0.1278, 148.1, 343.6) == (48.8567, 2.3536)
assert destination_from_bearing(60.0, 10.0, 90.0, 500.0) == (59.6959, 18.9385)
assert destination_from_bearing(-33.0, 151.0, 300.0, 1000.0) == (-28.1898, 142.1648)

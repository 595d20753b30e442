# query: Return the great-circle distance in kilometres between two latitude/longitude points given in degrees, using
# the haversine formula on a sphere of radius 6371 km, rounded to 1 decimal.
import math
def haversine_km(lat1, lon1, lat2, lon2):
    p1 = math.radians(lat1)
    p2 = math.radians(lat2)
    dp = math.radians(lat2 - lat1)
    dl = math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    c = 2 * math.atan2(math.sqrt(a), math.sqrt(1 - a))
    return round(6371.0 * c, 1)

# tests
assert haversine_km(10.0, 20.0, 10.0, 20.0) == 0.0
assert haversine_km(0.0, 0.0, 0.0, 1.0) == 111.2
assert haversine_km(0.0, 0.0, 1.0, 0.0) == 111.2
assert haversine_km(0.0, 0.0, 0.0, 180.0) == 20015.1
assert haversine_km(90.0, 0.0, -90.0, 0.0) == 20015.1
assert haversine_km(51.5074, -0.1278, 48.8566, 2.3522) == 343.6
assert haversine_km(60.0, 10.0, 60.0, 20.0) == 555.4
assert haversine_km(-33.8688, 151.2093, 40.7128, -74.006) == 15988.8
assert haversine_km(0.0, 179.5, 0.0, -179.5) == 111.2

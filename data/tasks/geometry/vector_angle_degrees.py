# query: Return the unsigned angle in degrees (0 to 180, rounded to 6 decimals) between two 2-D vectors u and v; if
# either vector has zero length return None.
import math
def vector_angle_degrees(u, v):
    nu = math.hypot(u[0], u[1])
    nv = math.hypot(v[0], v[1])
    if nu == 0 or nv == 0:
        return None
    cos_t = (u[0] * v[0] + u[1] * v[1]) / (nu * nv)
    if cos_t > 1:
        cos_t = 1.0
    elif cos_t < -1:
        cos_t = -1.0
    return round(math.degrees(math.acos(cos_t)), 6)

# tests
assert vector_angle_degrees((1, 0), (0, 1)) == 90.0
assert vector_angle_degrees((1, 0), (1, 0)) == 0.0
assert vector_angle_degrees((1, 0), (-1, 0)) == 180.0
assert vector_angle_degrees((1, 1), (1, 0)) == 45.0
assert vector_angle_degrees((0, 0), (1, 0)) == None
assert vector_angle_degrees((1, 0), (0, 0)) == None
assert vector_angle_degrees((3, 3), (-2, -2)) == 180.0
assert vector_angle_degrees((2, 0), (-1, 1)) == 135.0
assert vector_angle_degrees((1, 2), (-4, 2)) == 90.0

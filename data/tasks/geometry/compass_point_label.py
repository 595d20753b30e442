# query: Name the 8-point compass direction ("N", "NE", "E", "SE", "S", "SW", "W", "NW") for a heading in degrees,
# each direction covering 45 degrees centred on it, a heading exactly halfway between two going to the next one
# clockwise; headings outside [0, 360), negative included, wrap around.
def compass_point_label(degrees):
    names = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    heading = degrees % 360
    index = int((heading + 22.5) // 45) % 8
    return names[index]

# tests
assert compass_point_label(0) == "N"
assert compass_point_label(22.4) == "N"
assert compass_point_label(22.5) == "NE"
assert compass_point_label(90) == "E"
assert compass_point_label(157.5) == "S"
assert compass_point_label(200) == "S"
assert compass_point_label(247.5) == "W"
assert compass_point_label(337.4) == "NW"
assert compass_point_label(337.5) == "N"
assert compass_point_label(-45) == "NW"

# query: Convert a coordinate in degrees, minutes and seconds such as 40°26'46"N (minutes and seconds optional,
# seconds may have a decimal part, spaces ignored, hemisphere N, S, E or W required) to signed decimal degrees rounded
# to 6 places, negative for S and W; return None if malformed, if minutes or seconds reach 60, or if the value exceeds
# 90 for N/S or 180 for E/W.
import re
def dms_to_decimal_degrees(text):
    m = re.fullmatch(r"(\d+)°(?:(\d+)'(?:(\d+(?:\.\d+)?)\")?)?([NSEW])", text.replace(" ", "").upper())
    if not m:
        return None
    deg = int(m.group(1))
    minutes = int(m.group(2) or 0)
    seconds = float(m.group(3) or 0)
    hemi = m.group(4)
    limit = 90 if hemi in "NS" else 180
    if minutes >= 60 or seconds >= 60:
        return None
    value = deg + minutes / 60 + seconds / 3600
    if value > limit:
        return None
    if hemi in "SW":
        value = -value
    return round(value, 6)

# tests
assert dms_to_decimal_degrees("40°26'46\"N") == 40.446111
assert dms_to_decimal_degrees("40° 26' 46\" s") == -40.446111
assert dms_to_decimal_degrees("122°25'9.5\"W") == -122.419306
assert dms_to_decimal_degrees("45°30'E") == 45.5
assert dms_to_decimal_degrees("90°0'0\"N") == 90.0
assert dms_to_decimal_degrees("90°0'1\"N") is None
assert dms_to_decimal_degrees("180°W") == -180.0
assert dms_to_decimal_degrees("179°59'59.9\"E") == 179.999972
assert dms_to_decimal_degrees("10°5'59.99\"N") == 10.099997
assert [dms_to_decimal_degrees(t) for t in ("181°E", "10°60'N", "10°5'60\"E", "45N", "45°")] == [None] * 5

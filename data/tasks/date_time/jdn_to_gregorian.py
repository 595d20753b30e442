# query: Convert a Julian Day Number to the (year, month, day) of the proleptic Gregorian calendar using integer
# arithmetic (2451545 is (2000, 1, 1) and 0 is (-4713, 11, 24)).
def jdn_to_gregorian(jdn):
    f = jdn + 1401 + (((4 * jdn + 274277) // 146097) * 3) // 4 - 38
    e = 4 * f + 3
    g = (e % 1461) // 4
    h = 5 * g + 2
    day = (h % 153) // 5 + 1
    month = (h // 153 + 2) % 12 + 1
    year = e // 1461 - 4716 + (12 + 2 - month) // 12
    return (year, month, day)

# tests
assert jdn_to_gregorian(2451545) == (2000, 1, 1)
assert jdn_to_gregorian(2440588) == (1970, 1, 1)
assert jdn_to_gregorian(2299161) == (1582, 10, 15)
assert jdn_to_gregorian(0) == (-4713, 11, 24)
assert jdn_to_gregorian(2460370) == (2024, 2, 29)
assert jdn_to_gregorian(2460371) == (2024, 3, 1)
assert jdn_to_gregorian(2415080) == (1900, 3, 1)
assert [jdn_to_gregorian(2415079), jdn_to_gregorian(2342031)] == [(1900, 2, 28), (1700, 2, 28)]
assert jdn_to_gregorian(2451604) == (2000, 2, 29)
assert jdn_to_gregorian(2460310) == (2023, 12, 31)

# query: Return the Julian Day Number of a proleptic Gregorian calendar date given as year, month, day (2000-01-01 is
# 2451545 and -4713-11-24 is 0), using integer arithmetic valid for negative years too.
def julian_day_number(year, month, day):
    a = (14 - month) // 12
    y = year + 4800 - a
    m = month + 12 * a - 3
    return day + (153 * m + 2) // 5 + 365 * y + y // 4 - y // 100 + y // 400 - 32045

# tests
assert julian_day_number(2000, 1, 1) == 2451545
assert julian_day_number(1970, 1, 1) == 2440588
assert julian_day_number(1582, 10, 15) == 2299161
assert julian_day_number(-4713, 11, 24) == 0
assert julian_day_number(2024, 2, 29) == 2460370
assert julian_day_number(2024, 3, 1) == 2460371
assert julian_day_number(1900, 3, 1) == 2415080
assert julian_day_number(2000, 2, 29) == 2451604
assert julian_day_number(1, 1, 1) == 1721426
assert julian_day_number(2023, 12, 31) == 2460310

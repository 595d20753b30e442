# query: Return the (month, day) of Western (Gregorian) Easter Sunday for the given year, computed with integer
# arithmetic.
def easter_sunday_date(year):
    a = year % 19
    b, c = divmod(year, 100)
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l) // 451
    month = (h + l - 7 * m + 114) // 31
    day = (h + l - 7 * m + 114) % 31 + 1
    return (month, day)

# tests
assert easter_sunday_date(2024) == (3, 31)
assert easter_sunday_date(2025) == (4, 20)
assert easter_sunday_date(2019) == (4, 21)
assert easter_sunday_date(2000) == (4, 23)
assert easter_sunday_date(1818) == (3, 22)
assert easter_sunday_date(2285) == (3, 22)
assert easter_sunday_date(2011) == (4, 24)
assert easter_sunday_date(1981) == (4, 19)
assert [easter_sunday_date(y) for y in (1583, 1600, 1700, 1800, 1900, 2100, 2200, 2300, 2400, 2500, 2600, 2700)] == [(4, 10), (4, 2), (4, 11), (4, 13), (4, 15), (3, 28), (4, 6), (4, 8), (4, 16), (4, 18), (3, 23), (4, 1)]
assert [easter_sunday_date(y) for y in range(1990, 2030)] == [(4, 15), (3, 31), (4, 19), (4, 11), (4, 3), (4, 16), (4, 7), (3, 30), (4, 12), (4, 4), (4, 23), (4, 15), (3, 31), (4, 20), (4, 11), (3, 27), (4, 16), (4, 8), (3, 23), (4, 12), (4, 4), (4, 24), (4, 8), (3, 31), (4, 20), (4, 5), (3, 27), (4, 16), (4, 1), (4, 21), (4, 12), (4, 4), (4, 17), (4, 9), (3, 31), (4, 20), (4, 5), (3, 28), (4, 16), (4, 1)]

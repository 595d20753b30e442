# query: Count the days from one proleptic Gregorian date to another, each given as year, month, day integers (years may
# be zero or negative, so library date types cannot be used), negative when the second date is earlier.
def days_between_civil(y1, m1, d1, y2, m2, d2):
    def days(y, m, d):
        if m <= 2:
            y -= 1
        era = y // 400
        yoe = y - era * 400
        doy = (153 * (m - 3 if m > 2 else m + 9) + 2) // 5 + d - 1
        return era * 146097 + yoe * 365 + yoe // 4 - yoe // 100 + doy
    return days(y2, m2, d2) - days(y1, m1, d1)

# tests
assert days_between_civil(2024, 1, 1, 2024, 12, 31) == 365
assert days_between_civil(2023, 1, 1, 2024, 1, 1) == 365
assert days_between_civil(2024, 1, 1, 2025, 1, 1) == 366
assert days_between_civil(1970, 1, 1, 2000, 1, 1) == 10957
assert days_between_civil(2000, 3, 1, 2000, 2, 28) == -2
assert days_between_civil(1900, 2, 28, 1900, 3, 1) == 1
assert days_between_civil(1, 1, 1, 2024, 1, 1) == 738885
assert days_between_civil(-1, 12, 31, 0, 1, 1) == 1
assert days_between_civil(0, 2, 28, 0, 3, 1) == 2
assert days_between_civil(-400, 1, 1, 0, 1, 1) == 146097

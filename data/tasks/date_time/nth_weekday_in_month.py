# query: Return the day of the month of the n-th given weekday (0 = Monday ... 6 = Sunday) in a year and month, where
# n = 1 is the first, n = -1 is the last; return 0 if that occurrence does not exist or n is 0.
import calendar
def nth_weekday_in_month(year, month, weekday, n):
    first_wd, length = calendar.monthrange(year, month)
    if n == 0:
        return 0
    first = 1 + (weekday - first_wd) % 7
    if n > 0:
        day = first + 7 * (n - 1)
    else:
        last = first + 7 * ((length - first) // 7)
        day = last + 7 * (n + 1)
    if day < 1 or day > length:
        return 0
    return day

# tests
assert nth_weekday_in_month(2024, 11, 3, 4) == 28
assert nth_weekday_in_month(2024, 5, 0, -1) == 27
assert nth_weekday_in_month(2024, 1, 0, 1) == 1
assert nth_weekday_in_month(2024, 1, 6, 1) == 7
assert nth_weekday_in_month(2024, 2, 3, 5) == 29
assert nth_weekday_in_month(2024, 2, 4, 5) == 0
assert nth_weekday_in_month(2024, 3, 6, -2) == 24
assert nth_weekday_in_month(2024, 2, 3, -5) == 1
assert nth_weekday_in_month(2024, 3, 6, -1) == 31
assert nth_weekday_in_month(2024, 2, 4, -5) == 0

# query: Count how many February 29 dates lie between two "YYYY-MM-DD" dates, both included, in either order.
import calendar
import datetime
def count_leap_days_between(start, end):
    a = datetime.date.fromisoformat(start)
    b = datetime.date.fromisoformat(end)
    if b < a:
        a, b = b, a
    count = 0
    for year in range(a.year, b.year + 1):
        if calendar.isleap(year) and a <= datetime.date(year, 2, 29) <= b:
            count += 1
    return count

# tests
assert count_leap_days_between("2024-02-29", "2024-02-29") == 1
assert count_leap_days_between("2024-03-01", "2028-02-28") == 0
assert count_leap_days_between("2024-03-01", "2028-02-29") == 1
assert count_leap_days_between("2000-01-01", "2100-12-31") == 25
assert count_leap_days_between("1896-01-01", "1904-12-31") == 2
assert count_leap_days_between("2024-12-31", "2024-01-01") == 1
assert count_leap_days_between("2023-01-01", "2023-12-31") == 0
assert count_leap_days_between("2024-02-28", "2024-03-01") == 1
assert count_leap_days_between("2024-02-28", "2024-02-28") == 0
assert count_leap_days_between("2028-02-29", "2020-02-29") == 3

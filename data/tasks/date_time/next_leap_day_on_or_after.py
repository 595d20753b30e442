# query: Return the first February 29 that falls on or after a given "YYYY-MM-DD" date, as "YYYY-MM-DD" (Gregorian
# leap years, so 2100 has none).
import calendar
import datetime
def next_leap_day_on_or_after(date):
    d = datetime.date.fromisoformat(date)
    year = d.year
    while not (calendar.isleap(year) and datetime.date(year, 2, 29) >= d):
        year += 1
    return datetime.date(year, 2, 29).isoformat()

# tests
assert next_leap_day_on_or_after("2024-02-29") == "2024-02-29"
assert next_leap_day_on_or_after("2024-03-01") == "2028-02-29"
assert next_leap_day_on_or_after("2024-01-01") == "2024-02-29"
assert next_leap_day_on_or_after("2024-02-28") == "2024-02-29"
assert next_leap_day_on_or_after("2023-12-31") == "2024-02-29"
assert next_leap_day_on_or_after("2097-01-01") == "2104-02-29"
assert next_leap_day_on_or_after("1899-06-01") == "1904-02-29"
assert next_leap_day_on_or_after("2000-03-01") == "2004-02-29"

# query: Return the first year after the given one whose calendar is identical (same weekday for January 1 and the same
# leap-year status), so that a printed calendar can be reused.
import calendar
import datetime
def next_identical_calendar_year(year):
    target = (datetime.date(year, 1, 1).weekday(), calendar.isleap(year))
    y = year + 1
    while (datetime.date(y, 1, 1).weekday(), calendar.isleap(y)) != target:
        y += 1
    return y

# tests
assert next_identical_calendar_year(2024) == 2052
assert next_identical_calendar_year(2023) == 2034
assert next_identical_calendar_year(2025) == 2031
assert next_identical_calendar_year(2021) == 2027
assert next_identical_calendar_year(2000) == 2028
assert next_identical_calendar_year(2019) == 2030
assert next_identical_calendar_year(1900) == 1906
assert next_identical_calendar_year(2096) == 2108
assert next_identical_calendar_year(2097) == 2109

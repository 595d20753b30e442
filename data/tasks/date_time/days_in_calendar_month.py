# query: Return the number of days in the given month (1-12) of the given Gregorian year, accounting for leap years;
# return 0 when the month is outside 1-12.
def days_in_calendar_month(year, month):
    if month < 1 or month > 12:
        return 0
    if month == 2:
        leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
        return 29 if leap else 28
    return 31 - (month - 1) % 7 % 2

# tests
assert days_in_calendar_month(2023, 1) == 31
assert days_in_calendar_month(2024, 2) == 29
assert days_in_calendar_month(1900, 2) == 28
assert days_in_calendar_month(2000, 2) == 29
assert days_in_calendar_month(2023, 4) == 30
assert days_in_calendar_month(2023, 7) == 31
assert days_in_calendar_month(2023, 2) == 28
assert days_in_calendar_month(2023, 12) == 31
assert days_in_calendar_month(2023, 0) == 0
assert days_in_calendar_month(2023, 13) == 0

# query: Return the day number of the last Monday-to-Friday day of the given year and month that is not listed in
# the holidays (a list of day numbers within that month); return 0 if no such day exists.
import calendar
def final_workday_of_month(year, month, holidays):
    first_wd, length = calendar.monthrange(year, month)
    day = length
    while day >= 1:
        weekday = (first_wd + day - 1) % 7
        if weekday < 5 and day not in holidays:
            return day
        day -= 1
    return 0

# tests
assert final_workday_of_month(2024, 1, []) == 31
assert final_workday_of_month(2024, 3, []) == 29
assert final_workday_of_month(2024, 6, []) == 28
assert final_workday_of_month(2024, 2, []) == 29
assert final_workday_of_month(2024, 5, [31]) == 30
assert final_workday_of_month(2024, 5, [31, 30]) == 29
assert final_workday_of_month(2024, 8, []) == 30
assert final_workday_of_month(2024, 2, list(range(2, 30))) == 1
assert final_workday_of_month(2024, 11, []) == 29
assert final_workday_of_month(2024, 2, list(range(1, 30))) == 0

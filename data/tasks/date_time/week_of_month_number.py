# query: Return which week of its month (1 to 6) a "YYYY-MM-DD" date falls in, where weeks start on week_start (0 =
# Monday ... 6 = Sunday) and week 1 is the one containing the 1st of the month.
import datetime
def week_of_month_number(date, week_start):
    d = datetime.date.fromisoformat(date)
    offset = (d.replace(day=1).weekday() - week_start) % 7
    return (d.day + offset - 1) // 7 + 1

# tests
assert week_of_month_number("2024-06-01", 0) == 1
assert week_of_month_number("2024-06-02", 0) == 1
assert week_of_month_number("2024-06-03", 0) == 2
assert week_of_month_number("2024-06-30", 0) == 5
assert week_of_month_number("2024-06-02", 6) == 2
assert week_of_month_number("2024-06-30", 6) == 6
assert week_of_month_number("2024-07-01", 0) == 1
assert [week_of_month_number("2024-07-07", 0), week_of_month_number("2024-07-06", 6)] == [1, 1]
assert week_of_month_number("2024-07-08", 0) == 2
assert week_of_month_number("2026-02-28", 6) == 4

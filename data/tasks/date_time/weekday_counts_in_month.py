# query: Return how many Mondays, Tuesdays, ..., Sundays a month of a given year has, as a list of 7 counts starting
# with Monday.
import calendar
import datetime
def weekday_counts_in_month(year, month):
    first = datetime.date(year, month, 1).weekday()
    counts = [4] * 7
    for i in range(calendar.monthrange(year, month)[1] - 28):
        counts[(first + i) % 7] += 1
    return counts

# tests
assert weekday_counts_in_month(2024, 2) == [4, 4, 4, 5, 4, 4, 4]
assert weekday_counts_in_month(2023, 2) == [4, 4, 4, 4, 4, 4, 4]
assert weekday_counts_in_month(2024, 3) == [4, 4, 4, 4, 5, 5, 5]
assert weekday_counts_in_month(2024, 12) == [5, 5, 4, 4, 4, 4, 5]
assert weekday_counts_in_month(2024, 9) == [5, 4, 4, 4, 4, 4, 5]
assert weekday_counts_in_month(2024, 4) == [5, 5, 4, 4, 4, 4, 4]
assert weekday_counts_in_month(2026, 2) == [4, 4, 4, 4, 4, 4, 4]
assert weekday_counts_in_month(2024, 5) == [4, 4, 5, 5, 5, 4, 4]

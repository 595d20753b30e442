# query: Return the list of month numbers (ascending) in the given Gregorian year whose 13th day falls on a Friday.
import datetime
def friday_13th_months(year):
    found = []
    for month in range(1, 13):
        if datetime.date(year, month, 13).weekday() == 4:
            found.append(month)
    return found

# tests
assert friday_13th_months(2015) == [2, 3, 11]
assert friday_13th_months(2024) == [9, 12]
assert friday_13th_months(2026) == [2, 3, 11]
assert friday_13th_months(2023) == [1, 10]
assert friday_13th_months(2009) == [2, 3, 11]
assert friday_13th_months(2022) == [5]
assert friday_13th_months(2020) == [3, 11]
assert friday_13th_months(2012) == [1, 4, 7]

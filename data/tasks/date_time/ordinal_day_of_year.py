# query: Given year, month and day integers, return the day's position within its year (January 1 is 1, December 31
# is 365 or 366); return -1 if the month or day is not valid for that year.
def ordinal_day_of_year(year, month, day):
    lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0):
        lengths[1] = 29
    if month < 1 or month > 12:
        return -1
    if day < 1 or day > lengths[month - 1]:
        return -1
    total = day
    for i in range(month - 1):
        total += lengths[i]
    return total

# tests
assert ordinal_day_of_year(2023, 1, 1) == 1
assert ordinal_day_of_year(2023, 12, 32) == -1
assert ordinal_day_of_year(2024, 12, 31) == 366
assert ordinal_day_of_year(2024, 3, 1) == 61
assert ordinal_day_of_year(1900, 3, 1) == 60
assert ordinal_day_of_year(2000, 2, 29) == 60
assert ordinal_day_of_year(2023, 2, 29) == -1
assert ordinal_day_of_year(2023, 13, 1) == -1
assert ordinal_day_of_year(2023, 0, 5) == -1
assert ordinal_day_of_year(2023, 4, 0) == -1

# query: Given today's date as "YYYY-MM-DD" and a birthday month and day, return the number of days until the next
# birthday (0 if it is today); a February 29 birthday is celebrated on March 1 in non-leap years.
import datetime
def days_to_next_birthday(today, month, day):
    now = datetime.date.fromisoformat(today)
    def occurrence(year):
        if month == 2 and day == 29:
            leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
            if not leap:
                return datetime.date(year, 3, 1)
        return datetime.date(year, month, day)
    target = occurrence(now.year)
    if target < now:
        target = occurrence(now.year + 1)
    return (target - now).days

# tests
assert days_to_next_birthday("2024-05-10", 5, 10) == 0
assert days_to_next_birthday("2000-01-01", 2, 29) == 59
assert days_to_next_birthday("2024-05-10", 5, 9) == 364
assert days_to_next_birthday("2023-01-01", 2, 29) == 59
assert days_to_next_birthday("2024-01-01", 2, 29) == 59
assert days_to_next_birthday("2024-03-01", 2, 29) == 365
assert days_to_next_birthday("2023-01-01", 1, 29) == 28
assert days_to_next_birthday("2099-03-02", 2, 29) == 364
assert days_to_next_birthday("2023-03-01", 2, 28) == 364
assert days_to_next_birthday("2024-02-29", 2, 28) == 365

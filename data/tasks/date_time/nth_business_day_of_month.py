# query: Return the n-th business day (n >= 1) of a month as "YYYY-MM-DD", counting Monday-to-Friday days that are not
# in the holiday list of "YYYY-MM-DD" strings; return None if the month has fewer than n of them.
import calendar
import datetime
def nth_business_day_of_month(year, month, n, holidays):
    blocked = set(holidays)
    count = 0
    for day in range(1, calendar.monthrange(year, month)[1] + 1):
        d = datetime.date(year, month, day)
        if d.weekday() < 5 and d.isoformat() not in blocked:
            count += 1
            if count == n:
                return d.isoformat()
    return None

# tests
assert nth_business_day_of_month(2024, 1, 1, ["2024-01-01"]) == "2024-01-02"
assert nth_business_day_of_month(2024, 1, 3, ["2024-01-01"]) == "2024-01-04"
assert nth_business_day_of_month(2024, 6, 1, []) == "2024-06-03"
assert nth_business_day_of_month(2024, 2, 21, []) == "2024-02-29"
assert nth_business_day_of_month(2024, 2, 22, []) is None
assert nth_business_day_of_month(2024, 3, 5, ["2024-03-01"]) == "2024-03-08"
assert nth_business_day_of_month(2024, 9, 0, []) is None
assert nth_business_day_of_month(2023, 12, 19, ["2023-12-25", "2023-12-26"]) == "2023-12-29"
assert nth_business_day_of_month(2023, 12, 20, ["2023-12-25", "2023-12-26"]) is None
assert nth_business_day_of_month(2024, 8, 1, []) == "2024-08-01"

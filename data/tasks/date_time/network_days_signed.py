# query: Count the working days (Monday to Friday, not in the holiday list of "YYYY-MM-DD" strings) between two dates,
# both included, like a spreadsheet NETWORKDAYS: the count is negative when the end date is before the start date.
import datetime
def network_days_signed(start, end, holidays):
    a = datetime.date.fromisoformat(start)
    b = datetime.date.fromisoformat(end)
    sign = 1
    if b < a:
        a, b, sign = b, a, -1
    blocked = set(holidays)
    count = 0
    day = a
    while day <= b:
        if day.weekday() < 5 and day.isoformat() not in blocked:
            count += 1
        day += datetime.timedelta(days=1)
    return sign * count

# tests
assert network_days_signed("2024-01-01", "2024-01-05", []) == 5
assert network_days_signed("2024-01-05", "2024-01-01", []) == -5
assert network_days_signed("2024-01-06", "2024-01-07", []) == 0
assert network_days_signed("2024-01-01", "2024-01-31", ["2024-01-01", "2024-01-15"]) == 21
assert network_days_signed("2024-01-08", "2024-01-08", []) == 1
assert network_days_signed("2024-01-08", "2024-01-08", ["2024-01-08"]) == 0
assert network_days_signed("2024-12-23", "2025-01-03", ["2024-12-25", "2025-01-01", "2024-12-28"]) == 8
assert network_days_signed("2024-03-01", "2024-02-26", []) == -5
assert network_days_signed("2024-02-26", "2024-03-03", ["2024-03-01"]) == 4

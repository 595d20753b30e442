# query: Starting from a "YYYY-MM-DD" date, move forward n business days (skipping Saturdays, Sundays and any date in
# the given holiday list) and return the resulting date string; n = 0 returns the start date unchanged.
import datetime
def add_business_days_skipping(start, n, holidays):
    day = datetime.date.fromisoformat(start)
    blocked = set(holidays)
    remaining = n
    while remaining > 0:
        day += datetime.timedelta(days=1)
        if day.weekday() >= 5:
            continue
        if day.isoformat() in blocked:
            continue
        remaining -= 1
    return day.isoformat()

# tests
assert add_business_days_skipping("2024-01-01", 0, []) == '2024-01-01'
assert add_business_days_skipping("2024-01-01", 1, []) == '2024-01-02'
assert add_business_days_skipping("2024-01-05", 1, []) == '2024-01-08'
assert add_business_days_skipping("2024-01-06", 1, []) == '2024-01-08'
assert add_business_days_skipping("2024-01-01", 5, []) == '2024-01-08'
assert add_business_days_skipping("2024-12-23", 2, ["2024-12-25"]) == '2024-12-26'
assert add_business_days_skipping("2024-12-23", 3, ["2024-12-25", "2024-12-26"]) == '2024-12-30'
assert add_business_days_skipping("2024-12-31", 1, ["2025-01-01"]) == '2025-01-02'
assert add_business_days_skipping("2024-01-04", 1, []) == '2024-01-05'

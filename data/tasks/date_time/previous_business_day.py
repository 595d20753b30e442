# query: Return the last business day strictly before a "YYYY-MM-DD" date, skipping Saturdays, Sundays and any date in
# the holiday list, as a "YYYY-MM-DD" string.
import datetime
def previous_business_day(date, holidays):
    day = datetime.date.fromisoformat(date)
    blocked = set(holidays)
    while True:
        day -= datetime.timedelta(days=1)
        if day.weekday() < 5 and day.isoformat() not in blocked:
            return day.isoformat()

# tests
assert previous_business_day("2024-01-09", []) == "2024-01-08"
assert previous_business_day("2024-01-08", []) == "2024-01-05"
assert previous_business_day("2024-01-07", []) == "2024-01-05"
assert previous_business_day("2024-01-06", []) == "2024-01-05"
assert previous_business_day("2024-01-02", ["2024-01-01"]) == "2023-12-29"
assert previous_business_day("2024-12-26", ["2024-12-25", "2024-12-24"]) == "2024-12-23"
assert previous_business_day("2024-03-01", []) == "2024-02-29"
assert previous_business_day("2024-01-13", ["2024-01-12"]) == "2024-01-11"

# query: Count the business minutes between two "YYYY-MM-DD HH:MM" times, where business hours are 09:00 to 17:00 on
# Mondays to Fridays that are not in the holiday list ("YYYY-MM-DD"); an end at or before the start gives 0.
import datetime
def business_minutes_between(start, end, holidays):
    a = datetime.datetime.strptime(start, "%Y-%m-%d %H:%M")
    b = datetime.datetime.strptime(end, "%Y-%m-%d %H:%M")
    blocked = set(holidays)
    total = 0
    day = a.date()
    while day <= b.date():
        if day.weekday() < 5 and day.isoformat() not in blocked:
            lo = max(a, datetime.datetime(day.year, day.month, day.day, 9))
            hi = min(b, datetime.datetime(day.year, day.month, day.day, 17))
            if hi > lo:
                total += int((hi - lo).total_seconds() // 60)
        day += datetime.timedelta(days=1)
    return total

# tests
assert business_minutes_between("2024-03-15 10:00", "2024-03-15 12:30", []) == 150
assert business_minutes_between("2024-03-15 16:00", "2024-03-18 10:00", []) == 120
assert business_minutes_between("2024-03-16 10:00", "2024-03-17 18:00", []) == 0
assert business_minutes_between("2024-03-15 08:00", "2024-03-15 18:00", []) == 480
assert business_minutes_between("2024-03-15 17:00", "2024-03-18 09:00", []) == 0
assert business_minutes_between("2024-03-15 12:00", "2024-03-15 11:00", []) == 0
assert business_minutes_between("2024-03-15 16:00", "2024-03-19 10:00", ["2024-03-18"]) == 120
assert business_minutes_between("2024-03-11 09:00", "2024-03-15 17:00", []) == 2400
assert business_minutes_between("2024-03-13 16:59", "2024-03-13 17:01", []) == 1
assert business_minutes_between("2024-03-13 08:59", "2024-03-13 09:01", []) == 1

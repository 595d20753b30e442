# query: Compute when a ticket is due when it must be handled within a number of business minutes from a start time
# "YYYY-MM-DD HH:MM": only 09:00-17:00 on Mondays to Fridays that are not listed holidays count, time outside them is
# skipped, a deadline that lands exactly on 17:00 stays there, and 0 minutes means the start time itself.
import datetime
def sla_due_time(start, minutes, holidays):
    t = datetime.datetime.strptime(start, "%Y-%m-%d %H:%M")
    blocked = set(holidays)
    remaining = minutes
    while remaining > 0:
        day = t.date()
        if day.weekday() < 5 and day.isoformat() not in blocked:
            t = max(t, datetime.datetime(day.year, day.month, day.day, 9))
            close = datetime.datetime(day.year, day.month, day.day, 17)
            if t < close:
                step = min(remaining, int((close - t).total_seconds() // 60))
                t += datetime.timedelta(minutes=step)
                remaining -= step
                if remaining == 0:
                    break
        t = datetime.datetime(day.year, day.month, day.day) + datetime.timedelta(days=1)
    return t.strftime("%Y-%m-%d %H:%M")

# tests
assert sla_due_time("2024-03-15 10:00", 60, []) == "2024-03-15 11:00"
assert sla_due_time("2024-03-15 16:00", 120, []) == "2024-03-18 10:00"
assert sla_due_time("2024-03-16 12:00", 30, []) == "2024-03-18 09:30"
assert sla_due_time("2024-03-15 08:00", 480, []) == "2024-03-15 17:00"
assert sla_due_time("2024-03-15 08:00", 481, []) == "2024-03-18 09:01"
assert sla_due_time("2024-03-15 18:00", 0, []) == "2024-03-15 18:00"
assert sla_due_time("2024-03-15 16:00", 120, ["2024-03-18"]) == "2024-03-19 10:00"
assert sla_due_time("2024-03-11 09:00", 2400, []) == "2024-03-15 17:00"
assert sla_due_time("2024-03-15 17:00", 1, []) == "2024-03-18 09:01"
assert sla_due_time("2024-03-14 16:59", 2, []) == "2024-03-15 09:01"

# query: Given the current time "YYYY-MM-DD HH:MM" and a weekly slot (weekday 0 = Monday ... 6 = Sunday, "HH:MM"), return
# how many minutes remain until the slot next starts, 0 when it starts right now.
import datetime
def minutes_until_weekly_slot(now, weekday, clock):
    t = datetime.datetime.strptime(now, "%Y-%m-%d %H:%M")
    current = t.weekday() * 1440 + t.hour * 60 + t.minute
    slot = weekday * 1440 + int(clock[:2]) * 60 + int(clock[3:])
    return (slot - current) % 10080

# tests
assert minutes_until_weekly_slot("2024-03-13 10:00", 2, "10:00") == 0
assert minutes_until_weekly_slot("2024-03-13 10:00", 2, "10:01") == 1
assert minutes_until_weekly_slot("2024-03-13 10:00", 2, "09:59") == 10079
assert minutes_until_weekly_slot("2024-03-13 10:00", 4, "09:00") == 2820
assert minutes_until_weekly_slot("2024-03-17 23:30", 0, "00:00") == 30
assert minutes_until_weekly_slot("2024-03-17 23:30", 6, "23:29") == 10079
assert minutes_until_weekly_slot("2024-03-11 00:00", 6, "23:59") == 10079
assert minutes_until_weekly_slot("2024-03-14 18:45", 1, "08:15") == 6570

# query: Decide whether a shop is open at "YYYY-MM-DD HH:MM" given weekly hours as a dict from weekday (0 = Monday) to a
# list of ("HH:MM", "HH:MM") opening intervals (closing time excluded), where a closing time not after the opening
# time means the interval runs past midnight into the next day.
import datetime
def store_open_at(hours, stamp):
    t = datetime.datetime.strptime(stamp, "%Y-%m-%d %H:%M")
    now = t.hour * 60 + t.minute
    def mins(clock):
        return int(clock[:2]) * 60 + int(clock[3:])
    for opening, closing in hours.get(t.weekday(), []):
        o, c = mins(opening), mins(closing)
        if o <= now < c or (c <= o and now >= o):
            return True
    for opening, closing in hours.get((t.weekday() - 1) % 7, []):
        o, c = mins(opening), mins(closing)
        if c <= o and now < c:
            return True
    return False

# setup
HOURS = {0: [("09:00", "17:00")], 1: [("08:30", "12:15")], 4: [("18:00", "02:00")], 5: [("10:00", "14:00"), ("17:00", "23:00")], 6: [("22:00", "01:00")]}

# tests
assert [store_open_at(HOURS, "2024-03-11 " + t) for t in ("08:59", "09:00", "09:30", "16:59", "17:00")] == [False, True, True, True, False]
assert store_open_at(HOURS, "2024-03-15 23:00") is True
assert store_open_at(HOURS, "2024-03-15 17:59") is False
assert [store_open_at(HOURS, "2024-03-16 " + t) for t in ("01:59", "02:00")] == [True, False]
assert [store_open_at(HOURS, "2024-03-16 " + t) for t in ("10:00", "15:00", "17:00", "23:00")] == [True, False, True, False]
assert store_open_at(HOURS, "2024-03-17 01:00") is False
assert [store_open_at(HOURS, "2024-03-17 " + t) for t in ("21:59", "22:00")] == [False, True]
assert [store_open_at(HOURS, "2024-03-18 " + t) for t in ("00:59", "01:00")] == [True, False]
assert [store_open_at(HOURS, "2024-03-12 " + t) for t in ("08:15", "08:30", "12:14", "12:15")] == [False, True, True, False]
assert [store_open_at({2: [("08:00", "08:00")]}, s) for s in ("2024-03-13 07:59", "2024-03-13 08:00", "2024-03-14 07:59", "2024-03-14 08:00")] == [False, True, True, False]

# query: Truncate a timestamp "YYYY-MM-DD HH:MM:SS" to the start of its "minute", "hour", "day", "week" (Monday
# 00:00:00), "month", "quarter" or "year" and return it in the same format; any other unit gives None.
import datetime
def period_start_floor(stamp, unit):
    t = datetime.datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S")
    if unit == "minute":
        t = t.replace(second=0)
    elif unit == "hour":
        t = t.replace(minute=0, second=0)
    elif unit in ("day", "week", "month", "quarter", "year"):
        t = t.replace(hour=0, minute=0, second=0)
        if unit == "week":
            t -= datetime.timedelta(days=t.weekday())
        elif unit == "month":
            t = t.replace(day=1)
        elif unit == "quarter":
            t = t.replace(month=3 * ((t.month - 1) // 3) + 1, day=1)
        elif unit == "year":
            t = t.replace(month=1, day=1)
    else:
        return None
    return t.strftime("%Y-%m-%d %H:%M:%S")

# tests
assert [period_start_floor("2024-08-14 15:42:37", u) for u in ("minute", "hour", "day")] == ["2024-08-14 15:42:00", "2024-08-14 15:00:00", "2024-08-14 00:00:00"]
assert period_start_floor("2024-08-14 15:42:37", "week") == "2024-08-12 00:00:00"
assert period_start_floor("2024-08-14 15:42:37", "month") == "2024-08-01 00:00:00"
assert period_start_floor("2024-08-14 15:42:37", "quarter") == "2024-07-01 00:00:00"
assert period_start_floor("2024-08-14 15:42:37", "year") == "2024-01-01 00:00:00"
assert period_start_floor("2025-01-02 08:00:00", "week") == "2024-12-30 00:00:00"
assert [period_start_floor(s, "quarter") for s in ("2024-12-31 23:59:59", "2024-03-31 12:00:00", "2024-04-01 00:00:00")] == ["2024-10-01 00:00:00", "2024-01-01 00:00:00", "2024-04-01 00:00:00"]
assert period_start_floor("2024-08-12 00:00:00", "week") == "2024-08-12 00:00:00"
assert period_start_floor("2024-08-18 23:59:59", "week") == "2024-08-12 00:00:00"
assert period_start_floor("2024-08-14 15:42:37", "fortnight") is None

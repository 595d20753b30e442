# query: Break the time left from now until a target, both "YYYY-MM-DD HH:MM:SS", into (days, hours, minutes, seconds)
# for a countdown display; a target at or before now gives (0, 0, 0, 0).
import datetime
def countdown_parts(now, target):
    a = datetime.datetime.strptime(now, "%Y-%m-%d %H:%M:%S")
    b = datetime.datetime.strptime(target, "%Y-%m-%d %H:%M:%S")
    left = int((b - a).total_seconds())
    if left <= 0:
        return (0, 0, 0, 0)
    days, left = divmod(left, 86400)
    hours, left = divmod(left, 3600)
    minutes, seconds = divmod(left, 60)
    return (days, hours, minutes, seconds)

# tests
assert countdown_parts("2024-12-31 23:59:59", "2025-01-01 00:00:00") == (0, 0, 0, 1)
assert countdown_parts("2024-12-24 18:30:15", "2025-01-01 00:00:00") == (7, 5, 29, 45)
assert countdown_parts("2024-01-01 00:00:00", "2024-01-01 00:00:00") == (0, 0, 0, 0)
assert countdown_parts("2024-01-02 00:00:00", "2024-01-01 00:00:00") == (0, 0, 0, 0)
assert countdown_parts("2024-02-28 00:00:00", "2024-03-01 00:00:00") == (2, 0, 0, 0)
assert countdown_parts("2024-03-01 10:00:00", "2024-03-01 11:01:01") == (0, 1, 1, 1)
assert countdown_parts("2024-03-01 10:00:00", "2024-03-02 09:59:59") == (0, 23, 59, 59)
assert countdown_parts("2023-01-01 00:00:00", "2024-01-01 00:00:00") == (365, 0, 0, 0)

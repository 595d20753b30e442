# query: Resolve a GTFS timetable time "H:MM:SS" (hours may exceed 23 for trips running past midnight, minutes and
# seconds two digits below 60) on a service date "YYYY-MM-DD" into the actual "YYYY-MM-DD HH:MM:SS"; return None if the
# time is malformed.
import datetime
def gtfs_service_time(service_date, clock):
    parts = clock.split(":")
    if len(parts) != 3 or not all(p.isdigit() for p in parts) or len(parts[1]) != 2 or len(parts[2]) != 2:
        return None
    h, m, s = (int(p) for p in parts)
    if m > 59 or s > 59:
        return None
    start = datetime.datetime.fromisoformat(service_date)
    return (start + datetime.timedelta(hours=h, minutes=m, seconds=s)).strftime("%Y-%m-%d %H:%M:%S")

# tests
assert gtfs_service_time("2024-03-15", "08:05:00") == "2024-03-15 08:05:00"
assert gtfs_service_time("2024-03-15", "25:30:00") == "2024-03-16 01:30:00"
assert gtfs_service_time("2024-02-28", "47:59:59") == "2024-02-29 23:59:59"
assert gtfs_service_time("2024-12-31", "24:00:00") == "2025-01-01 00:00:00"
assert gtfs_service_time("2024-03-15", "8:05:09") == "2024-03-15 08:05:09"
assert gtfs_service_time("2024-03-15", "100:00:00") == "2024-03-19 04:00:00"
assert gtfs_service_time("2024-03-15", "23:59:59") == "2024-03-15 23:59:59"
assert [gtfs_service_time("2024-03-15", t) for t in ("08:60:00", "08:00:60", "08:05", "08:5:00", "xx:00:00", "08:05:000", "-1:00:00")] == [None] * 7

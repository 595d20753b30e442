# query: Given a local wall-clock moment "YYYY-MM-DD HH:MM" (such as a New Year midnight) and a list of IANA zones,
# group the zones by the UTC instant at which each reaches that local time, returning the groups in order of that
# instant (earliest first) with zone names sorted inside each group.
import datetime
import zoneinfo
def zones_ordered_by_local_time(local, zones):
    naive = datetime.datetime.strptime(local, "%Y-%m-%d %H:%M")
    def instant(zone):
        return naive.replace(tzinfo=zoneinfo.ZoneInfo(zone)).astimezone(datetime.timezone.utc)
    groups = []
    last = None
    for zone in sorted(zones, key=lambda z: (instant(z), z)):
        t = instant(zone)
        if groups and t == last:
            groups[-1].append(zone)
        else:
            groups.append([zone])
        last = t
    return groups

# tests
assert zones_ordered_by_local_time("2025-01-01 00:00", []) == []
assert zones_ordered_by_local_time("2025-01-01 00:00", ["UTC"]) == [["UTC"]]
assert zones_ordered_by_local_time("2025-01-01 00:00", ["Europe/London", "Pacific/Kiritimati", "Asia/Tokyo", "America/New_York"]) == [["Pacific/Kiritimati"], ["Asia/Tokyo"], ["Europe/London"], ["America/New_York"]]
assert zones_ordered_by_local_time("2025-01-01 00:00", ["Asia/Tokyo", "Asia/Seoul", "Europe/London", "UTC"]) == [["Asia/Seoul", "Asia/Tokyo"], ["Europe/London", "UTC"]]
assert zones_ordered_by_local_time("2024-07-01 09:00", ["Europe/London", "UTC", "Africa/Lagos"]) == [["Africa/Lagos", "Europe/London"], ["UTC"]]
assert zones_ordered_by_local_time("2024-07-01 09:00", ["Asia/Kathmandu", "Asia/Kolkata", "Asia/Dhaka"]) == [["Asia/Dhaka"], ["Asia/Kathmandu"], ["Asia/Kolkata"]]
assert zones_ordered_by_local_time("2024-01-01 00:00", ["America/Los_Angeles", "America/Denver", "America/Phoenix"]) == [["America/Denver", "America/Phoenix"], ["America/Los_Angeles"]]
assert zones_ordered_by_local_time("2024-07-01 00:00", ["America/Los_Angeles", "America/Denver", "America/Phoenix"]) == [["America/Denver"], ["America/Los_Angeles", "America/Phoenix"]]

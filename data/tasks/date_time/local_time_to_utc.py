# query: Convert a wall-clock time "YYYY-MM-DD HH:MM" in an IANA time zone to UTC "YYYY-MM-DDTHH:MMZ": a time that
# occurs twice when clocks fall back means its first occurrence, or its second when `later` is true, and a time skipped
# when clocks spring forward is read with the offset in force before the jump (so it lands after the gap).
import datetime
import zoneinfo
def local_time_to_utc(local, zone, later):
    naive = datetime.datetime.strptime(local, "%Y-%m-%d %H:%M")
    aware = naive.replace(tzinfo=zoneinfo.ZoneInfo(zone))
    if later and aware.replace(fold=1).utcoffset() < aware.utcoffset():
        aware = aware.replace(fold=1)
    return aware.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%MZ")

# tests
assert local_time_to_utc("2024-07-01 12:00", "Europe/Paris", False) == "2024-07-01T10:00Z"
assert local_time_to_utc("2024-01-15 08:30", "America/New_York", True) == "2024-01-15T13:30Z"
assert local_time_to_utc("2024-11-03 01:30", "America/New_York", False) == "2024-11-03T05:30Z"
assert local_time_to_utc("2024-11-03 01:30", "America/New_York", True) == "2024-11-03T06:30Z"
assert local_time_to_utc("2024-03-10 02:30", "America/New_York", False) == "2024-03-10T07:30Z"
assert local_time_to_utc("2024-03-10 02:30", "America/New_York", True) == "2024-03-10T07:30Z"
assert local_time_to_utc("2024-01-01 00:15", "Asia/Kathmandu", False) == "2023-12-31T18:30Z"
assert [local_time_to_utc("2024-10-27 02:30", "Europe/Berlin", b) for b in (False, True)] == ["2024-10-27T00:30Z", "2024-10-27T01:30Z"]
assert [local_time_to_utc("2024-04-07 02:30", "Australia/Sydney", b) for b in (False, True)] == ["2024-04-06T15:30Z", "2024-04-06T16:30Z"]
assert local_time_to_utc("2024-06-01 00:00", "UTC", True) == "2024-06-01T00:00Z"

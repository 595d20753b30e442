# query: A job runs every day at the same local wall-clock time "HH:MM" in an IANA zone; list its UTC run times as
# "YYYY-MM-DDTHH:MMZ" for `days` consecutive days from a start date "YYYY-MM-DD", reading a repeated local time as its
# first occurrence and a skipped one with the offset in force before the jump.
import datetime
import zoneinfo
def daily_local_schedule_utc(clock, zone, start_date, days):
    tz = zoneinfo.ZoneInfo(zone)
    hour, minute = int(clock[:2]), int(clock[3:])
    first = datetime.date.fromisoformat(start_date)
    out = []
    for i in range(days):
        d = first + datetime.timedelta(days=i)
        local = datetime.datetime(d.year, d.month, d.day, hour, minute, tzinfo=tz)
        out.append(local.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%MZ"))
    return out

# tests
assert daily_local_schedule_utc("09:00", "America/New_York", "2024-03-09", 3) == ["2024-03-09T14:00Z", "2024-03-10T13:00Z", "2024-03-11T13:00Z"]
assert daily_local_schedule_utc("02:30", "America/New_York", "2024-03-09", 2) == ["2024-03-09T07:30Z", "2024-03-10T07:30Z"]
assert daily_local_schedule_utc("01:30", "America/New_York", "2024-11-02", 3) == ["2024-11-02T05:30Z", "2024-11-03T05:30Z", "2024-11-04T06:30Z"]
assert daily_local_schedule_utc("23:45", "Asia/Kathmandu", "2024-01-01", 1) == ["2024-01-01T18:00Z"]
assert daily_local_schedule_utc("09:00", "Europe/Paris", "2024-01-01", 0) == []
assert daily_local_schedule_utc("00:00", "Europe/London", "2024-10-26", 3) == ["2024-10-25T23:00Z", "2024-10-26T23:00Z", "2024-10-28T00:00Z"]
assert daily_local_schedule_utc("12:05", "UTC", "2024-02-28", 2) == ["2024-02-28T12:05Z", "2024-02-29T12:05Z"]
assert daily_local_schedule_utc("18:59", "Australia/Sydney", "2024-04-06", 2) == ["2024-04-06T07:59Z", "2024-04-07T08:59Z"]

# query: Return the real number of minutes elapsed between two wall-clock times "YYYY-MM-DD HH:MM" in the same IANA
# zone (negative if the second is earlier), accounting for daylight-saving changes; a repeated time means its first
# occurrence, and if either time does not exist in the zone return None.
import datetime
import zoneinfo
def elapsed_minutes_between_local(start, end, zone):
    tz = zoneinfo.ZoneInfo(zone)
    utc = datetime.timezone.utc
    instants = []
    for text in (start, end):
        local = datetime.datetime.strptime(text, "%Y-%m-%d %H:%M").replace(tzinfo=tz)
        instant = local.astimezone(utc)
        if instant.astimezone(tz).replace(tzinfo=None) != local.replace(tzinfo=None):
            return None
        instants.append(instant)
    return int((instants[1] - instants[0]).total_seconds() // 60)

# tests
assert elapsed_minutes_between_local("2024-03-09 12:00", "2024-03-10 12:00", "America/New_York") == 1380
assert elapsed_minutes_between_local("2024-11-02 12:00", "2024-11-03 12:00", "America/New_York") == 1500
assert elapsed_minutes_between_local("2024-11-03 00:30", "2024-11-03 01:30", "America/New_York") == 60
assert elapsed_minutes_between_local("2024-11-03 01:30", "2024-11-03 02:30", "America/New_York") == 120
assert elapsed_minutes_between_local("2024-03-10 01:00", "2024-03-10 03:00", "America/New_York") == 60
assert elapsed_minutes_between_local("2024-03-10 02:30", "2024-03-10 04:00", "America/New_York") is None
assert elapsed_minutes_between_local("2024-03-10 01:00", "2024-03-10 02:00", "America/New_York") is None
assert elapsed_minutes_between_local("2024-07-01 10:00", "2024-07-01 09:00", "Europe/Paris") == -60
assert [elapsed_minutes_between_local("2024-03-31 " + a, "2024-03-31 " + b, "Europe/London") for a, b in (("00:59", "02:00"), ("01:59", "03:00"))] == [1, None]
assert elapsed_minutes_between_local("2024-01-01 00:00", "2024-12-31 00:00", "UTC") == 525600

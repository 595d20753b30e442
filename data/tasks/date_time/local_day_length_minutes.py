# query: Return how many real minutes a calendar date "YYYY-MM-DD" lasts in an IANA time zone, from its local midnight
# to the next one (1380 or 1500 on daylight-saving changes, other values for half-hour shifts, 0 for a skipped date),
# where a midnight that does not exist is read with the offset in force before the jump.
import datetime
import zoneinfo
def local_day_length_minutes(date, zone):
    tz = zoneinfo.ZoneInfo(zone)
    utc = datetime.timezone.utc
    d = datetime.date.fromisoformat(date)
    nd = d + datetime.timedelta(days=1)
    start = datetime.datetime(d.year, d.month, d.day, tzinfo=tz).astimezone(utc)
    end = datetime.datetime(nd.year, nd.month, nd.day, tzinfo=tz).astimezone(utc)
    return int((end - start).total_seconds() // 60)

# tests
assert local_day_length_minutes("2024-03-10", "America/New_York") == 1380
assert local_day_length_minutes("2024-11-03", "America/New_York") == 1500
assert local_day_length_minutes("2024-07-04", "America/New_York") == 1440
assert local_day_length_minutes("2024-10-06", "Australia/Lord_Howe") == 1410
assert local_day_length_minutes("2024-04-07", "Australia/Lord_Howe") == 1470
assert local_day_length_minutes("2018-11-04", "America/Sao_Paulo") == 1380
assert local_day_length_minutes("2024-03-31", "Europe/London") == 1380
assert local_day_length_minutes("2024-12-31", "UTC") == 1440
assert [local_day_length_minutes(d, "Pacific/Apia") for d in ("2011-12-29", "2011-12-30", "2011-12-31")] == [1440, 0, 1440]

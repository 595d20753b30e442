# query: Split a UTC time span from start to end ("YYYY-MM-DDTHH:MMZ") into the local calendar days of an IANA zone
# that it covers, returning ("YYYY-MM-DD", minutes) pairs in order, so that daylight-saving days can hold 23 or 25
# hours; an empty or reversed span gives [].
import datetime
import zoneinfo
def split_utc_interval_by_local_day(start, end, zone):
    tz = zoneinfo.ZoneInfo(zone)
    utc = datetime.timezone.utc
    cur = datetime.datetime.strptime(start, "%Y-%m-%dT%H:%MZ").replace(tzinfo=utc)
    stop = datetime.datetime.strptime(end, "%Y-%m-%dT%H:%MZ").replace(tzinfo=utc)
    out = []
    while cur < stop:
        day = cur.astimezone(tz).date()
        nd = day + datetime.timedelta(days=1)
        boundary = datetime.datetime(nd.year, nd.month, nd.day, tzinfo=tz).astimezone(utc)
        piece_end = min(boundary, stop)
        out.append((day.isoformat(), int((piece_end - cur).total_seconds() // 60)))
        cur = piece_end
    return out

# tests
assert split_utc_interval_by_local_day("2024-03-09T20:00Z", "2024-03-11T02:00Z", "America/New_York") == [("2024-03-09", 540), ("2024-03-10", 1260)]
assert split_utc_interval_by_local_day("2024-03-09T20:00Z", "2024-03-11T06:00Z", "America/New_York") == [("2024-03-09", 540), ("2024-03-10", 1380), ("2024-03-11", 120)]
assert split_utc_interval_by_local_day("2024-01-01T00:00Z", "2024-01-01T00:00Z", "UTC") == []
assert split_utc_interval_by_local_day("2024-01-02T00:00Z", "2024-01-01T00:00Z", "UTC") == []
assert split_utc_interval_by_local_day("2024-06-30T22:30Z", "2024-07-01T01:00Z", "UTC") == [("2024-06-30", 90), ("2024-07-01", 60)]
assert split_utc_interval_by_local_day("2024-06-30T22:30Z", "2024-07-01T01:00Z", "Europe/Paris") == [("2024-07-01", 150)]
assert split_utc_interval_by_local_day("2024-11-03T03:00Z", "2024-11-04T06:00Z", "America/New_York") == [("2024-11-02", 60), ("2024-11-03", 1500), ("2024-11-04", 60)]
assert split_utc_interval_by_local_day("2024-02-28T23:59Z", "2024-03-01T00:01Z", "UTC") == [("2024-02-28", 1), ("2024-02-29", 1440), ("2024-03-01", 1)]

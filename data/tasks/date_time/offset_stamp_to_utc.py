# query: Convert a timestamp like "2026-03-01T01:30+02:00" (date, time to the minute and a fixed UTC offset, or "Z")
# into the equivalent UTC timestamp written as "YYYY-MM-DDTHH:MMZ", rolling the date over when needed.
import datetime
def offset_stamp_to_utc(text):
    base = datetime.datetime.strptime(text[:16], "%Y-%m-%dT%H:%M")
    zone = text[16:]
    shift = 0
    if zone != "Z":
        sign = 1 if zone[0] == "+" else -1
        shift = sign * (int(zone[1:3]) * 60 + int(zone[4:6]))
    utc = base - datetime.timedelta(minutes=shift)
    return utc.strftime("%Y-%m-%dT%H:%M") + "Z"

# tests
assert offset_stamp_to_utc("2026-03-01T01:30+02:00") == '2026-02-28T23:30Z'
assert offset_stamp_to_utc("2026-03-01T12:00Z") == '2026-03-01T12:00Z'
assert offset_stamp_to_utc("2026-03-01T12:00+00:00") == '2026-03-01T12:00Z'
assert offset_stamp_to_utc("2025-12-31T22:00-03:00") == '2026-01-01T01:00Z'
assert offset_stamp_to_utc("2024-02-29T23:45-00:30") == '2024-03-01T00:15Z'
assert offset_stamp_to_utc("2024-03-01T05:00+05:45") == '2024-02-29T23:15Z'
assert offset_stamp_to_utc("2024-01-01T00:00+14:00") == '2023-12-31T10:00Z'
assert offset_stamp_to_utc("2024-06-15T10:10-10:10") == '2024-06-15T20:20Z'

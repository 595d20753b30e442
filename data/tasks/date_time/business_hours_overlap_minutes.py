# query: Two offices in different IANA time zones both work from open_time to close_time ("HH:MM") local time on the
# same calendar date "YYYY-MM-DD"; return how many minutes their working hours overlap in real time (0 if they do not).
import datetime
import zoneinfo
def business_hours_overlap_minutes(date, zone_a, zone_b, open_time, close_time):
    d = datetime.date.fromisoformat(date)
    def window(zone):
        tz = zoneinfo.ZoneInfo(zone)
        def at(clock):
            local = datetime.datetime(d.year, d.month, d.day, int(clock[:2]), int(clock[3:]), tzinfo=tz)
            return local.astimezone(datetime.timezone.utc)
        return at(open_time), at(close_time)
    a_start, a_end = window(zone_a)
    b_start, b_end = window(zone_b)
    overlap = (min(a_end, b_end) - max(a_start, b_start)).total_seconds() // 60
    return int(max(0, overlap))

# tests
assert business_hours_overlap_minutes("2024-07-01", "Europe/London", "America/New_York", "09:00", "17:00") == 180
assert business_hours_overlap_minutes("2024-03-15", "Europe/London", "America/New_York", "09:00", "17:00") == 240
assert business_hours_overlap_minutes("2024-07-01", "Asia/Tokyo", "America/Los_Angeles", "09:00", "17:00") == 0
assert business_hours_overlap_minutes("2024-07-01", "Asia/Kolkata", "Europe/Berlin", "09:00", "18:00") == 330
assert business_hours_overlap_minutes("2024-07-01", "Europe/Berlin", "Asia/Kolkata", "09:00", "18:00") == 330
assert business_hours_overlap_minutes("2024-07-01", "UTC", "UTC", "09:00", "09:00") == 0
assert business_hours_overlap_minutes("2024-01-10", "Australia/Sydney", "Asia/Singapore", "08:00", "18:00") == 420
assert business_hours_overlap_minutes("2024-07-01", "Europe/Paris", "Europe/Paris", "08:30", "12:15") == 225
assert business_hours_overlap_minutes("2024-07-01", "America/New_York", "America/Chicago", "09:00", "10:00") == 0

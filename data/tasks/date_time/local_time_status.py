# query: Classify a wall-clock time "YYYY-MM-DD HH:MM" in an IANA time zone as "skipped" (it does not exist because
# clocks jump forward over it), "repeated" (it happens twice because clocks fall back) or "normal".
import datetime
import zoneinfo
def local_time_status(local, zone):
    naive = datetime.datetime.strptime(local, "%Y-%m-%d %H:%M")
    first = naive.replace(tzinfo=zoneinfo.ZoneInfo(zone))
    a = first.utcoffset()
    b = first.replace(fold=1).utcoffset()
    if a == b:
        return "normal"
    return "repeated" if a > b else "skipped"

# tests
assert local_time_status("2024-03-10 02:30", "America/New_York") == "skipped"
assert [local_time_status("2024-03-10 " + t, "America/New_York") for t in ("01:59", "02:00", "02:59", "03:00")] == ["normal", "skipped", "skipped", "normal"]
assert [local_time_status("2024-11-03 " + t, "America/New_York") for t in ("00:59", "01:00", "01:59", "02:00")] == ["normal", "repeated", "repeated", "normal"]
assert local_time_status("2024-10-27 01:30", "Europe/London") == "repeated"
assert local_time_status("2024-10-27 02:30", "Europe/Paris") == "repeated"
assert local_time_status("2024-03-31 02:30", "Europe/Paris") == "skipped"
assert [local_time_status("2024-10-06 " + t, "Australia/Lord_Howe") for t in ("02:15", "02:30")] == ["skipped", "normal"]
assert local_time_status("2024-03-10 02:30", "Asia/Kolkata") == "normal"
assert local_time_status("2011-12-30 12:00", "Pacific/Apia") == "skipped"

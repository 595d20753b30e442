# query: Given a departure "YYYY-MM-DD HH:MM" local to one IANA zone and a flight time in minutes, return the arrival
# local time in another zone as "YYYY-MM-DD HH:MM", followed by " (+N)" or " (-N)" when the arrival date differs from
# the departure date by N days (as printed on tickets).
import datetime
import zoneinfo
def flight_arrival_local(departure, dep_zone, minutes, arr_zone):
    dep = datetime.datetime.strptime(departure, "%Y-%m-%d %H:%M").replace(tzinfo=zoneinfo.ZoneInfo(dep_zone))
    arr = (dep.astimezone(datetime.timezone.utc) + datetime.timedelta(minutes=minutes)).astimezone(zoneinfo.ZoneInfo(arr_zone))
    days = (arr.date() - dep.date()).days
    label = arr.strftime("%Y-%m-%d %H:%M")
    if days:
        label += " (%+d)" % days
    return label

# tests
assert flight_arrival_local("2024-07-01 10:00", "America/New_York", 420, "Europe/London") == "2024-07-01 22:00"
assert flight_arrival_local("2024-07-01 18:00", "America/New_York", 420, "Europe/London") == "2024-07-02 06:00 (+1)"
assert flight_arrival_local("2024-01-10 09:00", "Asia/Tokyo", 600, "America/Los_Angeles") == "2024-01-10 02:00"
assert flight_arrival_local("2024-01-10 01:00", "Asia/Tokyo", 600, "America/Los_Angeles") == "2024-01-09 18:00 (-1)"
assert flight_arrival_local("2024-03-10 01:30", "America/New_York", 60, "America/New_York") == "2024-03-10 03:30"
assert flight_arrival_local("2024-12-31 23:00", "UTC", 1500, "Pacific/Kiritimati") == "2025-01-02 14:00 (+2)"
assert flight_arrival_local("2024-06-15 12:00", "Asia/Kolkata", 0, "Asia/Kathmandu") == "2024-06-15 12:15"
assert flight_arrival_local("2024-11-03 00:30", "America/Chicago", 120, "America/Chicago") == "2024-11-03 01:30"
assert flight_arrival_local("2024-02-28 22:00", "Europe/Paris", 200, "Europe/Lisbon") == "2024-02-29 00:20 (+1)"

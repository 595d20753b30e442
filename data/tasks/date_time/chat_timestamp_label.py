# query: Label a chat message's time for a viewer in an IANA zone, given the message and current times as Unix
# seconds: "HH:MM" if it is on the viewer's current local date, "Yesterday HH:MM" for the previous date, a weekday
# abbreviation such as "Wed HH:MM" for 2 to 6 days before, and "YYYY-MM-DD" otherwise (including future dates).
import datetime
import zoneinfo
def chat_timestamp_label(message_ts, now_ts, zone):
    tz = zoneinfo.ZoneInfo(zone)
    msg = datetime.datetime.fromtimestamp(message_ts, tz)
    now = datetime.datetime.fromtimestamp(now_ts, tz)
    days = (now.date() - msg.date()).days
    clock = msg.strftime("%H:%M")
    if days == 0:
        return clock
    if days == 1:
        return "Yesterday " + clock
    if 1 < days < 7:
        return ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][msg.weekday()] + " " + clock
    return msg.strftime("%Y-%m-%d")

# tests
assert chat_timestamp_label(1710496740, 1710496800, "UTC") == "09:59"
assert chat_timestamp_label(1710459000, 1710496800, "UTC") == "Yesterday 23:30"
assert chat_timestamp_label(1710459000, 1710496800, "Europe/Paris") == "00:30"
assert chat_timestamp_label(1710374340, 1710496800, "UTC") == "Wed 23:59"
assert chat_timestamp_label(1710374340, 1710496800, "Asia/Tokyo") == "Yesterday 08:59"
assert chat_timestamp_label(1709978400, 1710496800, "UTC") == "Sat 10:00"
assert chat_timestamp_label(1709892000, 1710496800, "UTC") == "2024-03-08"
assert chat_timestamp_label(1710576000, 1710496800, "UTC") == "2024-03-16"
assert chat_timestamp_label(1710460800, 1710496800, "America/New_York") == "Yesterday 20:00"
assert chat_timestamp_label(1710460800, 1710460800, "America/New_York") == "20:00"

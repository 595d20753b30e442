# query: Given two timestamps "YYYY-MM-DD HH:MM:SS", return the time from the first to the second as "H:MM:SS" (hours
# not capped at 24 and not zero-padded), prefixed with "-" when the second timestamp is earlier than the first.
import datetime
def signed_elapsed_hms(first, second):
    fmt = "%Y-%m-%d %H:%M:%S"
    a = datetime.datetime.strptime(first, fmt)
    b = datetime.datetime.strptime(second, fmt)
    total = int((b - a).total_seconds())
    sign = ""
    if total < 0:
        sign = "-"
        total = -total
    hours = total // 3600
    minutes = total % 3600 // 60
    seconds = total % 60
    return f"{sign}{hours}:{minutes:02d}:{seconds:02d}"

# tests
assert signed_elapsed_hms("2024-01-01 00:00:00", "2024-01-01 00:00:00") == '0:00:00'
assert signed_elapsed_hms("2024-01-01 23:59:30", "2024-01-02 00:01:00") == '0:01:30'
assert signed_elapsed_hms("2024-01-02 00:01:00", "2024-01-01 23:59:30") == '-0:01:30'
assert signed_elapsed_hms("2024-02-28 12:00:00", "2024-03-01 12:00:00") == '48:00:00'
assert signed_elapsed_hms("2023-02-28 12:00:00", "2023-03-01 12:00:00") == '24:00:00'
assert signed_elapsed_hms("2024-01-01 10:00:00", "2024-01-01 10:00:59") == '0:00:59'
assert signed_elapsed_hms("2024-01-01 10:00:00", "2024-01-01 11:59:59") == '1:59:59'
assert signed_elapsed_hms("2024-01-01 10:00:01", "2024-01-01 10:00:00") == '-0:00:01'
assert signed_elapsed_hms("2024-01-01 10:00:00", "2024-01-01 10:30:00") == '0:30:00'

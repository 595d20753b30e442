# query: Convert a count of seconds since 1970-01-01T00:00:00 UTC (possibly negative) into a "YYYY-MM-DD HH:MM:SS"
# UTC string, computing the calendar date by walking years and months rather than with library date types.
def epoch_seconds_to_utc_text(seconds):
    days, rem = divmod(seconds, 86400)
    hour, rem = divmod(rem, 3600)
    minute, sec = divmod(rem, 60)
    def leap(y):
        return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    year = 1970
    while days < 0:
        year -= 1
        days += 366 if leap(year) else 365
    while days >= (366 if leap(year) else 365):
        days -= 366 if leap(year) else 365
        year += 1
    lengths = [31, 29 if leap(year) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    month = 0
    while days >= lengths[month]:
        days -= lengths[month]
        month += 1
    return f"{year:04d}-{month + 1:02d}-{days + 1:02d} {hour:02d}:{minute:02d}:{sec:02d}"

# tests
assert epoch_seconds_to_utc_text(0) == '1970-01-01 00:00:00'
assert epoch_seconds_to_utc_text(-1) == '1969-12-31 23:59:59'
assert epoch_seconds_to_utc_text(951782400) == '2000-02-29 00:00:00'
assert epoch_seconds_to_utc_text(951868800) == '2000-03-01 00:00:00'
assert epoch_seconds_to_utc_text(1709210096) == '2024-02-29 12:34:56'
assert epoch_seconds_to_utc_text(4107542400) == '2100-03-01 00:00:00'
assert epoch_seconds_to_utc_text(31536000) == '1971-01-01 00:00:00'
assert epoch_seconds_to_utc_text(94694400) == '1973-01-01 00:00:00'
assert epoch_seconds_to_utc_text(1735603200) == '2024-12-31 00:00:00'
assert epoch_seconds_to_utc_text(-58060800) == '1968-02-29 00:00:00'

# query: Format a non-negative number of seconds as a compact duration such as "1d 2h 5s", using days, hours, minutes
# and seconds, omitting zero parts; 0 gives "0s" and a negative input gives an empty string.
def compact_duration_text(seconds):
    if seconds < 0:
        return ""
    if seconds == 0:
        return "0s"
    parts = []
    for size, unit in ((86400, "d"), (3600, "h"), (60, "m"), (1, "s")):
        count = seconds // size
        seconds -= count * size
        if count > 0:
            parts.append(str(count) + unit)
    return " ".join(parts)

# tests
assert compact_duration_text(0) == '0s'
assert compact_duration_text(-1) == ''
assert compact_duration_text(1) == '1s'
assert compact_duration_text(59) == '59s'
assert compact_duration_text(60) == '1m'
assert compact_duration_text(3600) == '1h'
assert compact_duration_text(3661) == '1h 1m 1s'
assert compact_duration_text(86400) == '1d'
assert compact_duration_text(93605) == '1d 2h 5s'
assert compact_duration_text(172799) == '1d 23h 59m 59s'

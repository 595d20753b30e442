# query: Format an integer count of minutes as a 24-hour "HH:MM" clock time, wrapping around midnight so that values
# of 1440 or more, or negative values, map onto the same 24-hour clock (e.g. -1 becomes "23:59").
def minutes_to_clock_text(minutes):
    minutes %= 1440
    hours = minutes // 60
    rest = minutes - hours * 60
    h = str(hours)
    m = str(rest)
    if hours < 10:
        h = "0" + h
    if rest < 10:
        m = "0" + m
    return h + ":" + m

# tests
assert minutes_to_clock_text(0) == '00:00'
assert minutes_to_clock_text(59) == '00:59'
assert minutes_to_clock_text(60) == '01:00'
assert minutes_to_clock_text(549) == '09:09'
assert minutes_to_clock_text(1439) == '23:59'
assert minutes_to_clock_text(1440) == '00:00'
assert minutes_to_clock_text(-1) == '23:59'
assert minutes_to_clock_text(3000) == '02:00'
assert minutes_to_clock_text(610) == '10:10'

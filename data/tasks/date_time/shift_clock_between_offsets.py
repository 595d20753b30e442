# query: Convert a wall-clock "HH:MM" time from one fixed UTC offset to another (offsets written like "+05:30" or
# "-03:00") and return a pair of the new "HH:MM" time and the day change (-1, 0 or 1) relative to the original day.
def shift_clock_between_offsets(clock, from_offset, to_offset):
    def offset_minutes(text):
        sign = -1 if text[0] == "-" else 1
        return sign * (int(text[1:3]) * 60 + int(text[4:6]))
    total = int(clock[:2]) * 60 + int(clock[3:5])
    total = total - offset_minutes(from_offset) + offset_minutes(to_offset)
    day = 0
    if total < 0:
        day = -1
        total += 1440
    elif total >= 1440:
        day = 1
        total -= 1440
    return (f"{total // 60:02d}:{total % 60:02d}", day)

# tests
assert shift_clock_between_offsets("23:59", "+00:00", "+00:00") == ('23:59', 0)
assert shift_clock_between_offsets("10:30", "+10:00", "+00:00") == ('00:30', 0)
assert shift_clock_between_offsets("01:30", "+02:00", "+00:00") == ('23:30', -1)
assert shift_clock_between_offsets("22:15", "+00:00", "+05:30") == ('03:45', 1)
assert shift_clock_between_offsets("09:45", "-03:00", "+05:30") == ('18:15', 0)
assert shift_clock_between_offsets("23:00", "+00:00", "+01:00") == ('00:00', 1)
assert shift_clock_between_offsets("00:00", "+00:01", "+00:00") == ('23:59', -1)
assert shift_clock_between_offsets("02:00", "+02:00", "+00:00") == ('00:00', 0)
assert shift_clock_between_offsets("20:10", "-08:00", "+09:00") == ('13:10', 1)

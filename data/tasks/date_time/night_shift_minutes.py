# query: Count how many minutes of a work shift given as start and end "HH:MM" fall in the night window from 22:00 to
# 06:00, where an end earlier than the start means the shift runs past midnight and equal times mean an empty shift.
def night_shift_minutes(start, end):
    s = int(start[:2]) * 60 + int(start[3:])
    e = int(end[:2]) * 60 + int(end[3:])
    if e < s:
        e += 1440
    total = 0
    for k in range(3):
        lo, hi = k * 1440 - 120, k * 1440 + 360
        total += max(0, min(e, hi) - max(s, lo))
    return total

# tests
assert night_shift_minutes("22:00", "06:00") == 480
assert night_shift_minutes("09:00", "17:00") == 0
assert night_shift_minutes("20:00", "23:00") == 60
assert night_shift_minutes("05:00", "07:00") == 60
assert night_shift_minutes("21:30", "07:15") == 480
assert night_shift_minutes("23:00", "23:00") == 0
assert night_shift_minutes("00:00", "06:00") == 360
assert night_shift_minutes("06:00", "22:00") == 0
assert night_shift_minutes("04:00", "23:30") == 210
assert night_shift_minutes("23:30", "23:10") == 460

# query: Given two "HH:MM" 24-hour times, return how many minutes pass going forward from the first to the next
# occurrence of the second, crossing midnight if needed; identical times give 0.
def minutes_until_later_clock(start, end):
    a = int(start[:2]) * 60 + int(start[3:])
    b = int(end[:2]) * 60 + int(end[3:])
    diff = b - a
    if diff < 0:
        diff += 24 * 60
    return diff

# tests
assert minutes_until_later_clock("09:00", "17:30") == 510
assert minutes_until_later_clock("23:00", "01:15") == 135
assert minutes_until_later_clock("12:00", "12:00") == 0
assert minutes_until_later_clock("00:00", "23:59") == 1439
assert minutes_until_later_clock("23:59", "00:00") == 1
assert minutes_until_later_clock("10:45", "10:44") == 1439
assert minutes_until_later_clock("08:10", "08:11") == 1
assert minutes_until_later_clock("13:05", "07:50") == 1125

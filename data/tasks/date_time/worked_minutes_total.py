# query: Given shifts as ("HH:MM", "HH:MM") start/end pairs, return the total minutes worked; a shift whose end is
# earlier than its start runs past midnight, and a shift with equal start and end counts as 0 minutes.
def worked_minutes_total(shifts):
    total = 0
    for start, end in shifts:
        s = int(start[:2]) * 60 + int(start[3:])
        e = int(end[:2]) * 60 + int(end[3:])
        if e < s:
            e += 1440
        total += e - s
    return total

# tests
assert worked_minutes_total([]) == 0
assert worked_minutes_total([("09:00", "17:00")]) == 480
assert worked_minutes_total([("22:00", "06:00")]) == 480
assert worked_minutes_total([("08:00", "08:00")]) == 0
assert worked_minutes_total([("09:15", "12:45"), ("13:30", "17:05")]) == 425
assert worked_minutes_total([("23:59", "00:00")]) == 1
assert worked_minutes_total([("00:00", "23:59"), ("12:00", "11:59")]) == 2878
assert worked_minutes_total([("18:30", "02:15"), ("07:00", "07:01")]) == 466

# query: Given busy blocks as ("HH:MM", "HH:MM") pairs (unsorted, possibly overlapping) and a working day start and
# end, return the free gaps inside the working day as a list of ("HH:MM", "HH:MM") pairs in order, skipping empty gaps.
def open_calendar_gaps(busy, day_start, day_end):
    def to_min(t):
        return int(t[:2]) * 60 + int(t[3:])
    def to_text(m):
        return f"{m // 60:02d}:{m % 60:02d}"
    cursor = to_min(day_start)
    limit = to_min(day_end)
    gaps = []
    for s, e in sorted((to_min(a), to_min(b)) for a, b in busy):
        s = max(s, to_min(day_start))
        e = min(e, limit)
        if s > cursor:
            gaps.append((to_text(cursor), to_text(min(s, limit))))
        if e > cursor:
            cursor = e
        if cursor >= limit:
            break
    if cursor < limit:
        gaps.append((to_text(cursor), to_text(limit)))
    return gaps

# tests
assert open_calendar_gaps([], "09:00", "17:00") == [('09:00', '17:00')]
assert open_calendar_gaps([("10:00", "11:00")], "09:00", "17:00") == [('09:00', '10:00'), ('11:00', '17:00')]
assert open_calendar_gaps([("12:00", "18:00"), ("17:30", "19:00")], "09:00", "17:00") == [('09:00', '12:00')]
assert open_calendar_gaps([("13:00", "14:00"), ("09:30", "10:30"), ("10:00", "11:00")], "09:00", "17:00") == [('09:00', '09:30'), ('11:00', '13:00'), ('14:00', '17:00')]
assert open_calendar_gaps([("08:00", "18:00")], "09:00", "17:00") == []
assert open_calendar_gaps([("11:00", "12:00"), ("12:00", "13:00")], "09:00", "17:00") == [('09:00', '11:00'), ('13:00', '17:00')]
assert open_calendar_gaps([("10:00", "14:00"), ("11:00", "12:00")], "09:00", "17:00") == [('09:00', '10:00'), ('14:00', '17:00')]
assert open_calendar_gaps([("16:59", "18:00")], "09:00", "17:00") == [('09:00', '16:59')]
assert open_calendar_gaps([("07:00", "09:15"), ("17:00", "19:00")], "09:00", "17:00") == [('09:15', '17:00')]

# query: Average clock times "HH:MM" that may straddle midnight (such as bedtimes): each time is taken as the
# occurrence at most 12 hours before or less than 12 hours after the first time, the mean is rounded to the nearest
# minute (halves up) and wrapped back onto the clock; an empty list gives None.
def mean_clock_time(times):
    if not times:
        return None
    mins = [int(t[:2]) * 60 + int(t[3:]) for t in times]
    base = mins[0]
    total = sum(base + (m - base + 720) % 1440 - 720 for m in mins)
    n = len(mins)
    mean = (2 * total + n) // (2 * n) % 1440
    return "%02d:%02d" % (mean // 60, mean % 60)

# tests
assert mean_clock_time([]) is None
assert mean_clock_time(["23:40"]) == "23:40"
assert mean_clock_time(["23:30", "00:30"]) == "00:00"
assert mean_clock_time(["22:00", "23:00", "01:00"]) == "23:20"
assert mean_clock_time(["10:00", "10:01"]) == "10:01"
assert mean_clock_time(["10:00", "10:01", "10:01"]) == "10:01"
assert mean_clock_time(["00:00", "12:00"]) == "18:00"
assert mean_clock_time(["06:00", "18:00"]) == "00:00"
assert mean_clock_time(["23:59", "00:01"]) == "00:00"
assert mean_clock_time(["01:00", "23:00", "02:00"]) == "00:40"

# query: Given clock times as "HH:MM" strings, return the smallest number of minutes between any two of them, measuring
# around midnight as well (23:59 and 00:01 are 2 minutes apart); fewer than two times give None.
def min_clock_gap_minutes(times):
    if len(times) < 2:
        return None
    mins = sorted(int(t[:2]) * 60 + int(t[3:]) for t in times)
    best = mins[0] + 1440 - mins[-1]
    for i in range(1, len(mins)):
        best = min(best, mins[i] - mins[i - 1])
    return best

# tests
assert min_clock_gap_minutes([]) is None
assert min_clock_gap_minutes(["12:00"]) is None
assert min_clock_gap_minutes(["23:59", "00:00"]) == 1
assert min_clock_gap_minutes(["00:00", "23:59", "00:00"]) == 0
assert min_clock_gap_minutes(["01:00", "13:00"]) == 720
assert min_clock_gap_minutes(["10:00", "10:15", "23:00"]) == 15
assert min_clock_gap_minutes(["05:31", "22:08", "00:35"]) == 147
assert min_clock_gap_minutes(["00:10", "12:00", "23:50"]) == 20
assert min_clock_gap_minutes(["08:00", "20:30"]) == 690
assert min_clock_gap_minutes(["00:00", "12:00", "12:05"]) == 5

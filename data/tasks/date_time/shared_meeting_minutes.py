# query: Given two same-day meetings as ("HH:MM", "HH:MM") start/end pairs, return how many minutes they overlap;
# meetings that only touch at an endpoint, or do not meet at all, overlap by 0.
def shared_meeting_minutes(first, second):
    def mins(t):
        h, m = t.split(":")
        return int(h) * 60 + int(m)
    a_start, a_end = mins(first[0]), mins(first[1])
    b_start, b_end = mins(second[0]), mins(second[1])
    start = a_start if a_start > b_start else b_start
    end = a_end if a_end < b_end else b_end
    if end <= start:
        return 0
    return end - start

# tests
assert shared_meeting_minutes(("09:00", "10:00"), ("09:30", "11:00")) == 30
assert shared_meeting_minutes(("09:30", "11:00"), ("09:00", "10:00")) == 30
assert shared_meeting_minutes(("09:00", "10:00"), ("10:00", "11:00")) == 0
assert shared_meeting_minutes(("09:00", "10:00"), ("10:01", "11:00")) == 0
assert shared_meeting_minutes(("08:00", "17:00"), ("12:00", "12:45")) == 45
assert shared_meeting_minutes(("12:00", "12:45"), ("08:00", "17:00")) == 45
assert shared_meeting_minutes(("13:15", "14:00"), ("13:15", "14:00")) == 45
assert shared_meeting_minutes(("13:15", "14:00"), ("13:59", "15:00")) == 1
assert shared_meeting_minutes(("15:00", "16:00"), ("09:00", "10:00")) == 0

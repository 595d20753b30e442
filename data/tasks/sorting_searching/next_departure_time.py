# query: Given a timetable of departure times as sorted "HH:MM" strings and the current time, return the first
# departure at or after now, wrapping to the first departure of the next day; an empty timetable gives None.
import bisect
def next_departure_time(schedule, now):
    if not schedule:
        return None
    mins = [int(t[:2]) * 60 + int(t[3:]) for t in schedule]
    current = int(now[:2]) * 60 + int(now[3:])
    i = bisect.bisect_left(mins, current)
    return schedule[i] if i < len(schedule) else schedule[0]

# tests
assert next_departure_time([], "10:00") is None
assert next_departure_time(["08:00"], "09:00") == '08:00'
assert next_departure_time(["08:00", "12:30", "18:45"], "12:30") == '12:30'
assert next_departure_time(["08:00", "12:30", "18:45"], "12:31") == '18:45'
assert next_departure_time(["08:00", "12:30", "18:45"], "00:00") == '08:00'
assert next_departure_time(["08:00", "12:30", "18:45"], "18:46") == '08:00'
assert next_departure_time(["06:15", "06:45", "07:15"], "06:16") == '06:45'
assert next_departure_time(["00:00", "23:59"], "23:59") == '23:59'
assert next_departure_time(["09:05", "10:00"], "09:50") == '10:00'

# query: List bookable appointment start times "HH:MM" in a day: starting at day_start and stepping by `step` minutes,
# keep each start whose slot of `length` minutes ends by day_end and does not overlap any break interval ("HH:MM",
# "HH:MM") (touching a break is fine).
def appointment_slots(day_start, day_end, length, step, breaks):
    def mins(clock):
        return int(clock[:2]) * 60 + int(clock[3:])
    blocked = [(mins(a), mins(b)) for a, b in breaks]
    out = []
    t = mins(day_start)
    end = mins(day_end)
    while t + length <= end:
        if all(t + length <= a or t >= b for a, b in blocked):
            out.append("%02d:%02d" % (t // 60, t % 60))
        t += step
    return out

# tests
assert appointment_slots("09:00", "11:00", 30, 30, []) == ["09:00", "09:30", "10:00", "10:30"]
assert appointment_slots("09:00", "11:00", 45, 30, []) == ["09:00", "09:30", "10:00"]
assert appointment_slots("09:00", "12:00", 60, 60, [("10:30", "11:00")]) == ["09:00", "11:00"]
assert appointment_slots("09:00", "09:30", 30, 15, []) == ["09:00"]
assert appointment_slots("09:00", "09:29", 30, 15, []) == []
assert appointment_slots("13:00", "14:00", 20, 20, [("13:20", "13:40")]) == ["13:00", "13:40"]
assert appointment_slots("08:50", "10:00", 30, 25, [("09:00", "09:05")]) == ["09:15"]
assert appointment_slots("09:05", "10:10", 30, 35, [("12:00", "13:00")]) == ["09:05", "09:40"]
assert appointment_slots("10:00", "12:00", 30, 30, [("09:00", "10:30"), ("11:30", "12:00")]) == ["10:30", "11:00"]

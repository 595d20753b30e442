# query: Split a week of daily worked minutes into (regular, overtime): minutes beyond 480 in a day are overtime, and
# going through the days in order, regular minutes beyond 2400 for the week also become overtime.
def weekly_overtime_minutes(daily):
    regular = overtime = 0
    for minutes in daily:
        day_regular = min(minutes, 480)
        overtime += minutes - day_regular
        if regular + day_regular > 2400:
            overtime += regular + day_regular - 2400
            day_regular = 2400 - regular
        regular += day_regular
    return (regular, overtime)

# tests
assert weekly_overtime_minutes([]) == (0, 0)
assert weekly_overtime_minutes([480] * 5) == (2400, 0)
assert weekly_overtime_minutes([480] * 6) == (2400, 480)
assert weekly_overtime_minutes([600] * 5) == (2400, 600)
assert weekly_overtime_minutes([500, 300]) == (780, 20)
assert [weekly_overtime_minutes([480] * 5 + [60]), weekly_overtime_minutes([480] * 5 + [1])] == [(2400, 60), (2400, 1)]
assert weekly_overtime_minutes([540, 540, 540, 540, 540, 240]) == (2400, 540)
assert weekly_overtime_minutes([481, 479]) == (959, 1)
assert weekly_overtime_minutes([2400]) == (480, 1920)
assert weekly_overtime_minutes([0, 400, 480, 480, 480, 480, 200]) == (2400, 120)

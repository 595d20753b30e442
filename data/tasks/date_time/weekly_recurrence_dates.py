# query: Expand a weekly recurrence rule (like iCalendar FREQ=WEEKLY with INTERVAL, BYDAY and COUNT, weeks starting on
# Monday): starting from the week that contains the start date, every interval-th week contributes the listed weekdays
# (0 = Monday ... 6 = Sunday) in weekday order, skipping dates before the start; return the first `count` dates as
# "YYYY-MM-DD" ([] for no weekdays).
import datetime
def weekly_recurrence_dates(start, weekdays, interval, count):
    first = datetime.date.fromisoformat(start)
    week = first - datetime.timedelta(days=first.weekday())
    days = sorted(set(weekdays))
    out = []
    while len(out) < count and days:
        for wd in days:
            d = week + datetime.timedelta(days=wd)
            if d >= first and len(out) < count:
                out.append(d.isoformat())
        week += datetime.timedelta(weeks=interval)
    return out

# tests
assert weekly_recurrence_dates("2024-03-06", [0, 2], 1, 4) == ["2024-03-06", "2024-03-11", "2024-03-13", "2024-03-18"]
assert weekly_recurrence_dates("2024-03-06", [4], 2, 3) == ["2024-03-08", "2024-03-22", "2024-04-05"]
assert weekly_recurrence_dates("2024-03-06", [], 1, 3) == []
assert weekly_recurrence_dates("2024-03-06", [2], 1, 0) == []
assert weekly_recurrence_dates("2024-12-30", [6, 0], 1, 3) == ["2024-12-30", "2025-01-05", "2025-01-06"]
assert weekly_recurrence_dates("2024-02-26", [3, 3, 1], 3, 4) == ["2024-02-27", "2024-02-29", "2024-03-19", "2024-03-21"]
assert weekly_recurrence_dates("2024-03-10", [0, 6], 2, 3) == ["2024-03-10", "2024-03-18", "2024-03-24"]
assert weekly_recurrence_dates("2024-03-07", [2], 1, 2) == ["2024-03-13", "2024-03-20"]

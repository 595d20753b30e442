# query: Total timesheet entries per ISO week: given (date "YYYY-MM-DD", duration "H:MM") entries in any order, return
# ("YYYY-Www", total "H:MM") pairs sorted by week label, where hours in the total are not capped and minutes are two
# digits.
import datetime
def timesheet_weekly_totals(entries):
    totals = {}
    for date, duration in entries:
        year, week, _ = datetime.date.fromisoformat(date).isocalendar()
        hours, _, minutes = duration.partition(":")
        key = "%04d-W%02d" % (year, week)
        totals[key] = totals.get(key, 0) + int(hours) * 60 + int(minutes)
    return [(key, "%d:%02d" % divmod(total, 60)) for key, total in sorted(totals.items())]

# tests
assert timesheet_weekly_totals([]) == []
assert timesheet_weekly_totals([("2024-03-11", "8:00")]) == [("2024-W11", "8:00")]
assert timesheet_weekly_totals([("2024-03-11", "7:45"), ("2024-03-17", "0:30")]) == [("2024-W11", "8:15")]
assert timesheet_weekly_totals([("2024-03-18", "1:00"), ("2024-03-17", "2:05")]) == [("2024-W11", "2:05"), ("2024-W12", "1:00")]
assert timesheet_weekly_totals([("2024-12-30", "3:00"), ("2024-12-29", "1:59")]) == [("2024-W52", "1:59"), ("2025-W01", "3:00")]
assert timesheet_weekly_totals([("2021-01-03", "0:01"), ("2020-12-28", "0:59")]) == [("2020-W53", "1:00")]
assert timesheet_weekly_totals([("2024-01-02", "10:30"), ("2024-01-03", "10:30"), ("2024-01-04", "30:15")]) == [("2024-W01", "51:15")]
assert timesheet_weekly_totals([("2024-02-05", "0:00")]) == [("2024-W06", "0:00")]

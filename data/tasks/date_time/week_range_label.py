# query: Label the week containing a "YYYY-MM-DD" date, where weeks start on first_weekday (0 = Monday ... 6 = Sunday),
# as a calendar header: "Mar 4 - 10, 2024" within one month, "Jan 29 - Feb 4, 2024" across months, and
# "Dec 30, 2024 - Jan 5, 2025" across years, with English month abbreviations.
import datetime
def week_range_label(date, first_weekday):
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    d = datetime.date.fromisoformat(date)
    start = d - datetime.timedelta(days=(d.weekday() - first_weekday) % 7)
    end = start + datetime.timedelta(days=6)
    head = months[start.month - 1] + " " + str(start.day)
    if start.year != end.year:
        return head + ", " + str(start.year) + " - " + months[end.month - 1] + " " + str(end.day) + ", " + str(end.year)
    if start.month != end.month:
        return head + " - " + months[end.month - 1] + " " + str(end.day) + ", " + str(end.year)
    return head + " - " + str(end.day) + ", " + str(end.year)

# tests
assert week_range_label("2024-03-06", 0) == "Mar 4 - 10, 2024"
assert week_range_label("2024-03-04", 0) == "Mar 4 - 10, 2024"
assert week_range_label("2024-03-10", 0) == "Mar 4 - 10, 2024"
assert week_range_label("2024-03-10", 6) == "Mar 10 - 16, 2024"
assert week_range_label("2024-03-09", 6) == "Mar 3 - 9, 2024"
assert week_range_label("2024-02-01", 0) == "Jan 29 - Feb 4, 2024"
assert week_range_label("2025-01-01", 0) == "Dec 30, 2024 - Jan 5, 2025"
assert week_range_label("2025-01-01", 3) == "Dec 26, 2024 - Jan 1, 2025"
assert week_range_label("2024-12-31", 2) == "Dec 25 - 31, 2024"

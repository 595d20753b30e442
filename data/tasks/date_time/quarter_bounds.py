# query: Return the first and last dates ("YYYY-MM-DD") of the calendar quarter (January-March, April-June,
# July-September, October-December) that contains a given "YYYY-MM-DD" date.
import calendar
import datetime
def quarter_bounds(date):
    d = datetime.date.fromisoformat(date)
    first_month = 3 * ((d.month - 1) // 3) + 1
    last_month = first_month + 2
    last_day = calendar.monthrange(d.year, last_month)[1]
    return (datetime.date(d.year, first_month, 1).isoformat(), datetime.date(d.year, last_month, last_day).isoformat())

# tests
assert quarter_bounds("2024-01-01") == ("2024-01-01", "2024-03-31")
assert quarter_bounds("2024-03-31") == ("2024-01-01", "2024-03-31")
assert quarter_bounds("2024-04-01") == ("2024-04-01", "2024-06-30")
assert quarter_bounds("2024-06-30") == ("2024-04-01", "2024-06-30")
assert quarter_bounds("2024-07-15") == ("2024-07-01", "2024-09-30")
assert quarter_bounds("2023-09-30") == ("2023-07-01", "2023-09-30")
assert quarter_bounds("2024-10-01") == ("2024-10-01", "2024-12-31")
assert quarter_bounds("2024-12-31") == ("2024-10-01", "2024-12-31")
assert quarter_bounds("2024-02-29") == ("2024-01-01", "2024-03-31")

# query: Return the (start, end) dates of daylight saving time in a year under a region's rule, as "YYYY-MM-DD": "US"
# starts on the second Sunday of March and ends on the first Sunday of November, "EU" runs from the last Sunday of
# March to the last Sunday of October; any other region gives None.
import calendar
import datetime
def dst_rule_dates(year, region):
    def nth_sunday(month, n):
        first = datetime.date(year, month, 1)
        return first + datetime.timedelta(days=(6 - first.weekday()) % 7 + 7 * (n - 1))
    def last_sunday(month):
        last = datetime.date(year, month, calendar.monthrange(year, month)[1])
        return last - datetime.timedelta(days=(last.weekday() - 6) % 7)
    if region == "US":
        return (nth_sunday(3, 2).isoformat(), nth_sunday(11, 1).isoformat())
    if region == "EU":
        return (last_sunday(3).isoformat(), last_sunday(10).isoformat())
    return None

# tests
assert dst_rule_dates(2024, "US") == ("2024-03-10", "2024-11-03")
assert dst_rule_dates(2024, "EU") == ("2024-03-31", "2024-10-27")
assert dst_rule_dates(2023, "US") == ("2023-03-12", "2023-11-05")
assert dst_rule_dates(2023, "EU") == ("2023-03-26", "2023-10-29")
assert dst_rule_dates(2026, "US") == ("2026-03-08", "2026-11-01")
assert dst_rule_dates(2020, "EU") == ("2020-03-29", "2020-10-25")
assert dst_rule_dates(2021, "US") == ("2021-03-14", "2021-11-07")
assert dst_rule_dates(2015, "EU") == ("2015-03-29", "2015-10-25")
assert dst_rule_dates(2024, "AU") is None

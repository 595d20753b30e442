# query: Turn an ISO week label "YYYY-Www" into the (Monday, Sunday) dates of that week as "YYYY-MM-DD" strings; return
# None for another format, year 0000, week 00, or week 53 in a year that has only 52 ISO weeks.
import datetime
def iso_week_range(label):
    if len(label) != 8 or label[4:6] != "-W" or not label[:4].isdigit() or not label[6:].isdigit():
        return None
    year, week = int(label[:4]), int(label[6:])
    if year < 1 or not 1 <= week <= datetime.date(year, 12, 28).isocalendar()[1]:
        return None
    monday = datetime.date.fromisocalendar(year, week, 1)
    return (monday.isoformat(), (monday + datetime.timedelta(days=6)).isoformat())

# tests
assert iso_week_range("2024-W01") == ("2024-01-01", "2024-01-07")
assert iso_week_range("2025-W01") == ("2024-12-30", "2025-01-05")
assert iso_week_range("2020-W53") == ("2020-12-28", "2021-01-03")
assert iso_week_range("2026-W53") == ("2026-12-28", "2027-01-03")
assert [iso_week_range("2021-W53"), iso_week_range("2014-W05")] == [None, ("2014-01-27", "2014-02-02")]
assert iso_week_range("2024-W52") == ("2024-12-23", "2024-12-29")
assert iso_week_range("2024-W00") is None
assert iso_week_range("0001-W01") == ("0001-01-01", "0001-01-07")
assert [iso_week_range(t) for t in ("2024-W5", "2024W05", "2024-w05", "0000-W01", "2024-W-1", "24-W05x", "2024-W0x", "20w4-W05", "2024-Wx5")] == [None] * 9

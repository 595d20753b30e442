# query: Number the week of a "YYYY-MM-DD" date under a locale's week rules, given the first day of the week (0 = Monday
# ... 6 = Sunday) and the minimum number of days of the new year that week 1 must contain (ISO uses Monday and 4, the
# US Sunday and 1); return (week-based year, week), where dates near New Year can belong to the other year.
import datetime
def locale_week_number(date, first_weekday, min_days):
    d = datetime.date.fromisoformat(date)
    def week1_start(year):
        jan1 = datetime.date(year, 1, 1)
        offset = (jan1.weekday() - first_weekday) % 7
        start = jan1 - datetime.timedelta(days=offset)
        return start if 7 - offset >= min_days else start + datetime.timedelta(days=7)
    year = d.year
    if d < week1_start(year):
        year -= 1
    elif d >= week1_start(year + 1):
        year += 1
    return (year, (d - week1_start(year)).days // 7 + 1)

# tests
assert locale_week_number("2021-01-03", 0, 4) == (2020, 53)
assert locale_week_number("2021-01-04", 0, 4) == (2021, 1)
assert locale_week_number("2024-12-30", 0, 4) == (2025, 1)
assert locale_week_number("2024-06-15", 0, 4) == (2024, 24)
assert locale_week_number("2026-01-01", 0, 4) == (2026, 1)
assert locale_week_number("2024-01-01", 6, 1) == (2024, 1)
assert locale_week_number("2023-12-31", 6, 1) == (2024, 1)
assert locale_week_number("2024-12-28", 6, 1) == (2024, 52)
assert locale_week_number("2022-01-01", 6, 1) == (2022, 1)
assert locale_week_number("2022-01-01", 0, 4) == (2021, 52)

# query: Given a date as a "YYYY-MM-DD" string, return its ISO-8601 week label "YYYY-Www" (two-digit week), where the
# ISO year can differ from the calendar year near January 1 and December 31.
import datetime
def iso_week_label(text):
    d = datetime.date(int(text[0:4]), int(text[5:7]), int(text[8:10]))
    thursday = d + datetime.timedelta(days=3 - d.weekday())
    iso_year = thursday.year
    first = datetime.date(iso_year, 1, 1)
    week = (thursday - first).days // 7 + 1
    return f"{iso_year:04d}-W{week:02d}"

# tests
assert iso_week_label("2024-01-01") == '2024-W01'
assert iso_week_label("2021-01-03") == '2020-W53'
assert iso_week_label("2021-01-04") == '2021-W01'
assert iso_week_label("2020-12-31") == '2020-W53'
assert iso_week_label("2026-12-31") == '2026-W53'
assert iso_week_label("2019-12-30") == '2020-W01'
assert iso_week_label("2023-06-15") == '2023-W24'
assert iso_week_label("2027-01-01") == '2026-W53'
assert iso_week_label("2022-01-02") == '2021-W52'
assert iso_week_label("2015-12-31") == '2015-W53'

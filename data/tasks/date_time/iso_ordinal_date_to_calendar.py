# query: Convert an ISO 8601 ordinal date, "YYYY-DDD" or basic "YYYYDDD" (day of year from 001), to "YYYY-MM-DD"; return
# None for any other shape, year 0000, or a day number outside the year (366 only in leap years).
import calendar
import datetime
def iso_ordinal_date_to_calendar(text):
    if len(text) == 8 and text[4] == "-":
        year_text, day_text = text[:4], text[5:]
    elif len(text) == 7:
        year_text, day_text = text[:4], text[4:]
    else:
        return None
    if not (year_text.isdigit() and day_text.isdigit()):
        return None
    year, day = int(year_text), int(day_text)
    if year < 1 or not 1 <= day <= (366 if calendar.isleap(year) else 365):
        return None
    return (datetime.date(year, 1, 1) + datetime.timedelta(days=day - 1)).isoformat()

# tests
assert iso_ordinal_date_to_calendar("2024-060") == "2024-02-29"
assert iso_ordinal_date_to_calendar("2023-060") == "2023-03-01"
assert iso_ordinal_date_to_calendar("2024-366") == "2024-12-31"
assert iso_ordinal_date_to_calendar("2023-365") == "2023-12-31"
assert iso_ordinal_date_to_calendar("2023-366") is None
assert [iso_ordinal_date_to_calendar("2024001"), iso_ordinal_date_to_calendar("2024366")] == ["2024-01-01", "2024-12-31"]
assert iso_ordinal_date_to_calendar("1900-060") == "1900-03-01"
assert iso_ordinal_date_to_calendar("0001-001") == "0001-01-01"
assert [iso_ordinal_date_to_calendar(t) for t in ("2024-000", "2024-1", "20a4-001", "0000-001", "2024_001", "2024-0601", "2024-367", "2024-0a1")] == [None] * 8

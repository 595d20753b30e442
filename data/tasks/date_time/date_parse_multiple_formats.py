# query: Normalize a date written in one of several common formats to "YYYY-MM-DD": "YYYY-MM-DD", "YYYY/MM/DD",
# "DD.MM.YYYY", "Month D, YYYY" or "D Month YYYY" (English month names, full or three-letter, any case, comma
# optional); the year must have four digits and the date must exist, otherwise return None.
import datetime
def date_parse_multiple_formats(text):
    months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
              "november", "december"]
    parts = text.strip().lower().replace(",", " ").split()
    try:
        if len(parts) == 1:
            for sep, order in (("-", "ymd"), ("/", "ymd"), (".", "dmy")):
                pieces = parts[0].split(sep)
                if len(pieces) == 3 and all(p.isdigit() for p in pieces) and len(pieces[order.index("y")]) == 4:
                    values = dict(zip(order, (int(p) for p in pieces)))
                    return datetime.date(values["y"], values["m"], values["d"]).isoformat()
            return None
        if len(parts) != 3:
            return None
        day, word, year = parts if parts[0].isdigit() else (parts[1], parts[0], parts[2])
        short = [m[:3] for m in months]
        if word not in months and word not in short:
            return None
        if len(year) != 4:
            return None
        return datetime.date(int(year), short.index(word[:3]) + 1, int(day)).isoformat()
    except ValueError:
        return None

# tests
assert date_parse_multiple_formats("2024-03-05") == "2024-03-05"
assert date_parse_multiple_formats("2024/3/5") == "2024-03-05"
assert date_parse_multiple_formats("05.03.2024") == "2024-03-05"
assert date_parse_multiple_formats("March 5, 2024") == "2024-03-05"
assert date_parse_multiple_formats(" 5 mar 2024 ") == "2024-03-05"
assert date_parse_multiple_formats("SEP 30 2023") == "2023-09-30"
assert date_parse_multiple_formats("29 February 2024") == "2024-02-29"
assert [date_parse_multiple_formats(t) for t in ("29 February 2023", "2024-13-01", "31.04.2024", "5.3.24", "24-03-05")] == [None] * 5
assert [date_parse_multiple_formats(t) for t in ("Marc 5, 2024", "March 5th, 2024", "5 Mar 24", "March 2024", "", "2024-03-05T10:00")] == [None] * 6
assert [date_parse_multiple_formats(t) for t in ("2024.03.05", "05/03/2024", "May 1 2024")] == [None, None, "2024-05-01"]

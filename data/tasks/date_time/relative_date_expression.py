# query: Resolve a relative date expression against today's "YYYY-MM-DD": "today", "yesterday", "tomorrow", a signed
# count with unit d, w or m such as "+3d", "-2w" or "+1m" (months keep the day, clamped to the month's end), or
# "next <weekday>" / "last <weekday>" meaning strictly after / before today; case-insensitive, None if unrecognised.
import calendar
import datetime
def relative_date_expression(expr, today):
    base = datetime.date.fromisoformat(today)
    e = expr.strip().lower()
    fixed = {"today": 0, "yesterday": -1, "tomorrow": 1}
    if e in fixed:
        return (base + datetime.timedelta(days=fixed[e])).isoformat()
    names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    word, _, day = e.partition(" ")
    if word in ("next", "last") and day in names:
        if word == "next":
            return (base + datetime.timedelta(days=(names.index(day) - base.weekday()) % 7 or 7)).isoformat()
        return (base - datetime.timedelta(days=(base.weekday() - names.index(day)) % 7 or 7)).isoformat()
    if len(e) < 3 or e[0] not in "+-" or not e[1:-1].isdigit() or e[-1] not in "dwm":
        return None
    n = int(e[1:-1]) * (1 if e[0] == "+" else -1)
    if e[-1] == "d":
        return (base + datetime.timedelta(days=n)).isoformat()
    if e[-1] == "w":
        return (base + datetime.timedelta(weeks=n)).isoformat()
    y, m = divmod(base.year * 12 + base.month - 1 + n, 12)
    return datetime.date(y, m + 1, min(base.day, calendar.monthrange(y, m + 1)[1])).isoformat()

# tests
assert [relative_date_expression(e, "2024-03-13") for e in ("today", "Yesterday", "TOMORROW")] == ["2024-03-13", "2024-03-12", "2024-03-14"]
assert relative_date_expression("+3d", "2024-03-13") == "2024-03-16"
assert relative_date_expression("-2w", "2024-03-13") == "2024-02-28"
assert relative_date_expression("+1m", "2024-01-31") == "2024-02-29"
assert relative_date_expression("-13m", "2024-03-13") == "2023-02-13"
assert relative_date_expression("+10d", "2024-12-25") == "2025-01-04"
assert [relative_date_expression("next " + d, "2024-03-13") for d in ("monday", "wednesday", "thursday")] == ["2024-03-18", "2024-03-20", "2024-03-14"]
assert [relative_date_expression("last " + d, "2024-03-13") for d in ("wednesday", "tuesday", "thursday")] == ["2024-03-06", "2024-03-12", "2024-03-07"]
assert relative_date_expression(" Next Sunday ", "2024-03-17") == "2024-03-24"
assert [relative_date_expression(e, "2024-03-13") for e in ("+d", "3d", "next week", "+1y", "", "last", "+1.5d", "this monday", "x3d")] == [None] * 9

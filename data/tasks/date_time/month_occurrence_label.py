# query: Describe a "YYYY-MM-DD" date as its weekday's occurrence within the month, as recurring-event editors do:
# "last Friday" when no later date of the month has the same weekday, otherwise "1st", "2nd", "3rd" or "4th" followed by
# the English weekday name.
import calendar
import datetime
def month_occurrence_label(date):
    names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    d = datetime.date.fromisoformat(date)
    if d.day + 7 > calendar.monthrange(d.year, d.month)[1]:
        return "last " + names[d.weekday()]
    return ["1st", "2nd", "3rd", "4th"][(d.day - 1) // 7] + " " + names[d.weekday()]

# tests
assert month_occurrence_label("2024-03-05") == "1st Tuesday"
assert month_occurrence_label("2024-03-12") == "2nd Tuesday"
assert month_occurrence_label("2024-03-19") == "3rd Tuesday"
assert month_occurrence_label("2024-03-26") == "last Tuesday"
assert month_occurrence_label("2024-02-22") == "4th Thursday"
assert month_occurrence_label("2024-02-29") == "last Thursday"
assert [month_occurrence_label("2024-03-24"), month_occurrence_label("2024-03-25")] == ["4th Sunday", "last Monday"]
assert month_occurrence_label("2024-03-31") == "last Sunday"
assert month_occurrence_label("2023-02-28") == "last Tuesday"
assert [month_occurrence_label(d) for d in ("2024-03-01", "2024-03-07", "2024-03-08")] == ["1st Friday", "1st Thursday", "2nd Friday"]

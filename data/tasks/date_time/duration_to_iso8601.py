# query: Format a whole number of seconds as an ISO 8601 duration using days, hours, minutes and seconds, such as
# "P1DT2H3M4S", "P2D" or "PT5M", omitting zero parts (and the "T" when no time part remains), "PT0S" for zero and a
# leading "-" for negative values.
def duration_to_iso8601(seconds):
    sign = "-" if seconds < 0 else ""
    s = abs(seconds)
    days, s = divmod(s, 86400)
    hours, s = divmod(s, 3600)
    minutes, s = divmod(s, 60)
    date_part = str(days) + "D" if days else ""
    time_part = (str(hours) + "H" if hours else "") + (str(minutes) + "M" if minutes else "") + (str(s) + "S" if s else "")
    if not date_part and not time_part:
        return "PT0S"
    return sign + "P" + date_part + ("T" + time_part if time_part else "")

# tests
assert duration_to_iso8601(0) == "PT0S"
assert duration_to_iso8601(1) == "PT1S"
assert duration_to_iso8601(59) == "PT59S"
assert duration_to_iso8601(60) == "PT1M"
assert duration_to_iso8601(3600) == "PT1H"
assert duration_to_iso8601(86400) == "P1D"
assert duration_to_iso8601(93784) == "P1DT2H3M4S"
assert duration_to_iso8601(90000) == "P1DT1H"
assert duration_to_iso8601(-61) == "-PT1M1S"
assert [duration_to_iso8601(s) for s in (3601, 86399, 172860)] == ["PT1H1S", "PT23H59M59S", "P2DT1M"]

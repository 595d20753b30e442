# query: Convert an ISO 8601 duration restricted to days, hours, minutes and seconds ("P1DT2H30M", "PT45S") or to whole
# weeks alone ("P2W") into seconds; units appear at most once and in that order, each after a non-negative integer,
# with hours, minutes and seconds after "T"; return -1 for anything else, such as years, months or an empty "T".
def iso8601_duration_seconds(text):
    if len(text) < 3 or text[0] != "P":
        return -1
    body = text[1:]
    if body.endswith("W"):
        digits = body[:-1]
        return int(digits) * 604800 if digits.isdigit() else -1
    date_part, _, time_part = body.partition("T")
    if "T" in body and not time_part:
        return -1
    total = 0
    for part, units in ((date_part, {"D": 86400}), (time_part, {"H": 3600, "M": 60, "S": 1})):
        order = list(units)
        pos = 0
        num = ""
        for ch in part:
            if ch.isdigit():
                num += ch
            elif ch in units and num and order.index(ch) >= pos:
                total += int(num) * units[ch]
                pos = order.index(ch) + 1
                num = ""
            else:
                return -1
        if num:
            return -1
    return total

# tests
assert iso8601_duration_seconds("P1DT2H30M5S") == 95405
assert iso8601_duration_seconds("PT0S") == 0
assert iso8601_duration_seconds("P12W") == 7257600
assert iso8601_duration_seconds("PT36H") == 129600
assert iso8601_duration_seconds("P3D") == 259200
assert iso8601_duration_seconds("PT30M1H") == -1
assert iso8601_duration_seconds("PT1M1M") == -1
assert iso8601_duration_seconds("P1DT") == -1
assert iso8601_duration_seconds("P1M") == -1
assert [iso8601_duration_seconds(t) for t in ("P", "PT", "PW", "P1H", "PT5", "X1D", "PTM")] == [-1] * 7

# query: Rewrite an ISO 8601 basic-format date or date-time ("20240105", "20240105T1030", "20240105T103000Z",
# "20240105T103000+0530") in extended format ("2024-01-05T10:30:00+05:30"), checking that the date is real, hours are
# 0-23, minutes and seconds 0-59 and an offset is at most 14:59; return None otherwise.
import datetime
def iso_basic_to_extended(text):
    date, t, rest = text.partition("T")
    if len(date) != 8 or not date.isdigit():
        return None
    try:
        datetime.date(int(date[:4]), int(date[4:6]), int(date[6:]))
    except ValueError:
        return None
    out = date[:4] + "-" + date[4:6] + "-" + date[6:]
    if not t:
        return out
    zone = ""
    if rest.endswith("Z"):
        rest, zone = rest[:-1], "Z"
    elif len(rest) > 5 and rest[-5] in "+-":
        rest, zone = rest[:-5], rest[-5:-2] + ":" + rest[-2:]
        if not (zone[1:3] + zone[4:]).isdigit() or int(zone[1:3]) > 14 or int(zone[4:]) > 59:
            return None
    if len(rest) not in (4, 6) or not rest.isdigit():
        return None
    fields = [rest[i:i + 2] for i in range(0, len(rest), 2)]
    if int(fields[0]) > 23 or int(fields[1]) > 59 or (len(fields) == 3 and int(fields[2]) > 59):
        return None
    return out + "T" + ":".join(fields) + zone

# tests
assert iso_basic_to_extended("20240105") == "2024-01-05"
assert iso_basic_to_extended("20240105T1030") == "2024-01-05T10:30"
assert iso_basic_to_extended("20240105T103000Z") == "2024-01-05T10:30:00Z"
assert iso_basic_to_extended("20240229T235959+0530") == "2024-02-29T23:59:59+05:30"
assert iso_basic_to_extended("20240105T0000-1459") == "2024-01-05T00:00-14:59"
assert iso_basic_to_extended("20230229") is None
assert [iso_basic_to_extended(t) for t in ("20240105T2400", "20240105T2360", "20240105T235960", "20240105T1030+1500", "20240105T1030+0060")] == [None] * 5
assert [iso_basic_to_extended(t) for t in ("2024015", "2024-01-05", "20240105T", "20240105T10", "20240105T1030Z5", "20240105T10300")] == [None] * 6
assert [iso_basic_to_extended("20241301"), iso_basic_to_extended("20240105T103000")] == [None, "2024-01-05T10:30:00"]
assert [iso_basic_to_extended(t) for t in ("20240105T1030+0a00", "20240105T1030+a530")] == [None, None]

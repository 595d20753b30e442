# query: Convert an email (RFC 2822) date such as "Tue, 15 Nov 1994 08:12:31 +0200" to UTC "YYYY-MM-DDTHH:MM:SSZ": the
# weekday is optional but must match when given, seconds are optional, the zone is "+hhmm", "-hhmm", "GMT" or "UT",
# and English month abbreviations are used; return None if malformed or not a real date.
import datetime
def rfc2822_date_to_utc(text):
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    parts = text.replace(",", " ").split()
    weekday = None
    if parts and parts[0] in days:
        weekday = days.index(parts.pop(0))
    if len(parts) != 5:
        return None
    clock = parts[3].split(":")
    zone = "+0000" if parts[4] in ("GMT", "UT") else parts[4]
    if len(clock) not in (2, 3) or not all(c.isdigit() and len(c) == 2 for c in clock):
        return None
    if len(zone) != 5 or zone[0] not in "+-" or not zone[1:].isdigit():
        return None
    try:
        local = datetime.datetime(int(parts[2]), months.index(parts[1]) + 1, int(parts[0]), int(clock[0]), int(clock[1]), int(clock[2]) if len(clock) == 3 else 0)
    except ValueError:
        return None
    if weekday is not None and local.weekday() != weekday:
        return None
    offset = (int(zone[1:3]) * 60 + int(zone[3:])) * (1 if zone[0] == "+" else -1)
    return (local - datetime.timedelta(minutes=offset)).strftime("%Y-%m-%dT%H:%M:%SZ")

# tests
assert rfc2822_date_to_utc("Tue, 15 Nov 1994 08:12:31 +0200") == "1994-11-15T06:12:31Z"
assert rfc2822_date_to_utc("15 Nov 1994 08:12 -0530") == "1994-11-15T13:42:00Z"
assert rfc2822_date_to_utc("Mon, 1 Jan 2024 00:30:00 +0100") == "2023-12-31T23:30:00Z"
assert rfc2822_date_to_utc("Thu, 29 Feb 2024 23:59:59 GMT") == "2024-02-29T23:59:59Z"
assert rfc2822_date_to_utc("31 Dec 2023 20:00:00 -0400") == "2024-01-01T00:00:00Z"
assert rfc2822_date_to_utc("Sat, 2 Mar 2024 10:00 UT") == "2024-03-02T10:00:00Z"
assert rfc2822_date_to_utc("Wed, 15 Nov 1994 08:12:31 +0200") is None
assert rfc2822_date_to_utc("Thu, 29 Feb 2023 10:00:00 +0000") is None
assert [rfc2822_date_to_utc(t) for t in ("15 Nov 1994 8:12:31 +0200", "15 Nov 1994 08:12:31 +02", "15 Foo 1994 08:12 +0000", "15 Nov 1994 08:12:31 EST", "", "15 Nov 1994 08:12:31:00 +0000", "15 Nov 1994 08:12 +02ab", "15 Nov 1994 08:12 x0200", "1a Nov 1994 08:12 +0000")] == [None] * 9
assert rfc2822_date_to_utc("15 Nov 1994 08:12 +1400") == "1994-11-14T18:12:00Z"

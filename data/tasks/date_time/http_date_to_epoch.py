# query: Convert an HTTP date in any of its three allowed formats to Unix seconds: IMF "Sun, 06 Nov 1994 08:49:37 GMT",
# RFC 850 "Sunday, 06-Nov-94 08:49:37 GMT" (two-digit years 70-99 mean 19xx, others 20xx) and asctime
# "Sun Nov  6 08:49:37 1994"; the weekday name is not checked, and anything malformed or not a real date gives None.
import datetime
def http_date_to_epoch(text):
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    parts = text.replace(",", " ").replace("-", " ").split()
    try:
        if len(parts) == 6 and parts[5] == "GMT" and parts[2] in months:
            day, month, year, clock = int(parts[1]), parts[2], int(parts[3]), parts[4]
            if len(parts[3]) == 2:
                year += 1900 if year >= 70 else 2000
        elif len(parts) == 5 and parts[1] in months:
            day, month, year, clock = int(parts[2]), parts[1], int(parts[4]), parts[3]
        else:
            return None
        h, m, s = (int(x) for x in clock.split(":"))
        t = datetime.datetime(year, months.index(month) + 1, day, h, m, s)
    except ValueError:
        return None
    return int((t - datetime.datetime(1970, 1, 1)).total_seconds())

# tests
assert http_date_to_epoch("Sun, 06 Nov 1994 08:49:37 GMT") == 784111777
assert http_date_to_epoch("Sunday, 06-Nov-94 08:49:37 GMT") == 784111777
assert http_date_to_epoch("Sun Nov  6 08:49:37 1994") == 784111777
assert http_date_to_epoch("Thu, 01 Jan 1970 00:00:00 GMT") == 0
assert http_date_to_epoch("Wednesday, 01-Jan-25 00:00:00 GMT") == 1735689600
assert http_date_to_epoch("Thursday, 01-Jan-70 00:00:01 GMT") == 1
assert http_date_to_epoch("Wed, 31 Dec 1969 23:59:59 GMT") == -1
assert http_date_to_epoch("Thu Feb 29 12:00:00 2024") == 1709208000
assert [http_date_to_epoch(t) for t in ("Sun, 06 Nov 1994 08:49:37 PST", "Sun, 31 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 8:49 GMT", "garbage", "")] == [None] * 5
assert [http_date_to_epoch(t) for t in ("Mon, 29 Feb 2021 00:00:00 GMT", "Sun Foo  6 08:49:37 1994", "Sunday, 06-Nov-69 08:49:37 GMT")] == [None, None, 3150953377]

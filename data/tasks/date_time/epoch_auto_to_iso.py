# query: Convert a Unix timestamp whose unit is guessed from its size (absolute value below 10**11 seconds, below 10**14
# milliseconds, below 10**17 microseconds, otherwise nanoseconds) to UTC "YYYY-MM-DDTHH:MM:SS.mmmZ", cutting finer
# precision toward the past (so negative values floor).
import datetime
def epoch_auto_to_iso(value):
    magnitude = abs(value)
    if magnitude < 10 ** 11:
        ms = value * 1000
    elif magnitude < 10 ** 14:
        ms = value
    elif magnitude < 10 ** 17:
        ms = value // 1000
    else:
        ms = value // 1000000
    seconds, millis = divmod(ms, 1000)
    t = datetime.datetime(1970, 1, 1) + datetime.timedelta(seconds=seconds)
    return t.strftime("%Y-%m-%dT%H:%M:%S") + ".%03dZ" % millis

# tests
assert epoch_auto_to_iso(0) == "1970-01-01T00:00:00.000Z"
assert epoch_auto_to_iso(1700000000) == "2023-11-14T22:13:20.000Z"
assert epoch_auto_to_iso(1700000000123) == "2023-11-14T22:13:20.123Z"
assert epoch_auto_to_iso(1700000000123456) == "2023-11-14T22:13:20.123Z"
assert epoch_auto_to_iso(1700000000123456789) == "2023-11-14T22:13:20.123Z"
assert epoch_auto_to_iso(-1) == "1969-12-31T23:59:59.000Z"
assert epoch_auto_to_iso(-1700000000123) == "1916-02-18T01:46:39.877Z"
assert [epoch_auto_to_iso(v) for v in (99999999999, 10 ** 11, 10 ** 14 - 1, 10 ** 14)] == ["5138-11-16T09:46:39.000Z", "1973-03-03T09:46:40.000Z", "5138-11-16T09:46:39.999Z", "1973-03-03T09:46:40.000Z"]
assert epoch_auto_to_iso(-1500) == "1969-12-31T23:35:00.000Z"
assert [epoch_auto_to_iso(v) for v in (10 ** 17 - 1, 10 ** 17, -1234567)] == ["5138-11-16T09:46:39.999Z", "1973-03-03T09:46:40.000Z", "1969-12-17T17:03:53.000Z"]

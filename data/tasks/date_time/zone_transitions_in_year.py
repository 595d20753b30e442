# query: List the UTC-offset changes of an IANA time zone during a calendar year (UTC): for each change give the UTC
# instant it takes effect as "YYYY-MM-DDTHH:MMZ" (changes fall on quarter hours) with the old and new offsets in
# minutes, in chronological order.
import datetime
import zoneinfo
def zone_transitions_in_year(zone, year):
    tz = zoneinfo.ZoneInfo(zone)
    utc = datetime.timezone.utc
    def offset(t):
        return int(t.astimezone(tz).utcoffset().total_seconds() // 60)
    day = datetime.datetime(year, 1, 1, tzinfo=utc)
    end = datetime.datetime(year + 1, 1, 1, tzinfo=utc)
    current = offset(day)
    out = []
    while day < end:
        nxt = day + datetime.timedelta(days=1)
        if offset(nxt) != current:
            moment = day
            while offset(moment) == current:
                moment += datetime.timedelta(minutes=15)
            new = offset(moment)
            out.append((moment.strftime("%Y-%m-%dT%H:%MZ"), current, new))
            current = new
        day = nxt
    return out

# tests
assert zone_transitions_in_year("America/New_York", 2024) == [("2024-03-10T07:00Z", -300, -240), ("2024-11-03T06:00Z", -240, -300)]
assert zone_transitions_in_year("Europe/London", 2024) == [("2024-03-31T01:00Z", 0, 60), ("2024-10-27T01:00Z", 60, 0)]
assert zone_transitions_in_year("UTC", 2023) == []
assert [zone_transitions_in_year("Pacific/Fiji", y) for y in (2020, 2021)] == [[("2020-01-11T14:00Z", 780, 720), ("2020-12-19T14:00Z", 720, 780)], [("2021-01-16T14:00Z", 780, 720)]]
assert zone_transitions_in_year("Australia/Sydney", 2024) == [("2024-04-06T16:00Z", 660, 600), ("2024-10-05T16:00Z", 600, 660)]
assert zone_transitions_in_year("Australia/Lord_Howe", 2024) == [("2024-04-06T15:00Z", 660, 630), ("2024-10-05T15:30Z", 630, 660)]
assert zone_transitions_in_year("Europe/Moscow", 2014) == [("2014-10-25T22:00Z", 240, 180)]
assert zone_transitions_in_year("America/Sao_Paulo", 2018) == [("2018-02-18T02:00Z", -120, -180), ("2018-11-04T03:00Z", -180, -120)]
assert zone_transitions_in_year("Pacific/Apia", 2011) == [("2011-04-02T14:00Z", -600, -660), ("2011-09-24T14:00Z", -660, -600), ("2011-12-30T10:00Z", -600, 840)]

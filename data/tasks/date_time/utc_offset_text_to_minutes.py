# query: Parse a UTC offset such as "Z", "+05:30", "-0800", "+03", "UTC+3", "GMT-4:30" or "UTC" (prefix and letters in
# any case) into signed minutes east of UTC; hours must be at most 14 (one or two digits) and minutes two digits up to
# 59, and anything else gives None.
def utc_offset_text_to_minutes(text):
    t = text.strip().upper()
    if t[:3] in ("UTC", "GMT"):
        t = t[3:]
        if t == "":
            return 0
    if t == "Z":
        return 0
    if len(t) < 2 or t[0] not in "+-":
        return None
    body = t[1:]
    if ":" in body:
        hours, _, minutes = body.partition(":")
        if len(minutes) != 2:
            return None
    elif len(body) == 4:
        hours, minutes = body[:2], body[2:]
    else:
        hours, minutes = body, "00"
    if not hours.isdigit() or not minutes.isdigit() or len(hours) > 2 or int(hours) > 14 or int(minutes) > 59:
        return None
    total = int(hours) * 60 + int(minutes)
    return -total if t[0] == "-" else total

# tests
assert utc_offset_text_to_minutes("Z") == 0
assert utc_offset_text_to_minutes("+05:30") == 330
assert utc_offset_text_to_minutes("-0800") == -480
assert utc_offset_text_to_minutes("+03") == 180
assert utc_offset_text_to_minutes("UTC+3") == 180
assert utc_offset_text_to_minutes("gmt-4:30") == -270
assert utc_offset_text_to_minutes(" utc ") == 0
assert [utc_offset_text_to_minutes(t) for t in ("+14:00", "-00:00", "+0059", "+9", "+1230")] == [840, 0, 59, 540, 750]
assert [utc_offset_text_to_minutes(t) for t in ("+15:00", "+05:60", "05:30", "+", "+5:3", "+123", "+ab", "EST", "", "+005", "+05:ab")] == [None] * 11

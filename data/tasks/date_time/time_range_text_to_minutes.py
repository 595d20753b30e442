# query: Parse an opening-hours range such as "9am-5pm", "9:30 am - 5:15pm", "noon-1pm" or "10pm-2am" into (start, end)
# minutes after midnight: each side is "noon", "midnight" or an hour 1-12 with optional ":MM" (00-59) followed by am/pm
# in any case, the end may be earlier than the start (past midnight), and anything else gives None.
def time_range_text_to_minutes(text):
    def clock(t):
        t = t.strip().lower()
        if t == "noon":
            return 720
        if t == "midnight":
            return 0
        if t[-2:] not in ("am", "pm"):
            return None
        hour_text, _, minute_text = t[:-2].strip().partition(":")
        if not hour_text.isdigit() or not 1 <= int(hour_text) <= 12:
            return None
        if minute_text and (len(minute_text) != 2 or not minute_text.isdigit() or int(minute_text) > 59):
            return None
        hour = int(hour_text) % 12 + (12 if t.endswith("pm") else 0)
        return hour * 60 + int(minute_text or 0)
    parts = text.split("-")
    if len(parts) != 2:
        return None
    start, end = clock(parts[0]), clock(parts[1])
    if start is None or end is None:
        return None
    return (start, end)

# tests
assert time_range_text_to_minutes("9am-5pm") == (540, 1020)
assert time_range_text_to_minutes("9:30am - 5:15pm") == (570, 1035)
assert time_range_text_to_minutes("noon-1pm") == (720, 780)
assert time_range_text_to_minutes("10pm-2am") == (1320, 120)
assert time_range_text_to_minutes("12am-12pm") == (0, 720)
assert time_range_text_to_minutes("Midnight - NOON") == (0, 720)
assert time_range_text_to_minutes("11:59pm-1am") == (1439, 60)
assert time_range_text_to_minutes("9 AM-5 pm") == (540, 1020)
assert [time_range_text_to_minutes(t) for t in ("13pm-2pm", "9am", "9:5am-5pm", "9:60am-5pm", "0am-1am", "9am-5pm-6pm", "9-5pm", "9am-", "x:30am-1pm", "930-5pm", "9:a0am-5pm")] == [None] * 11

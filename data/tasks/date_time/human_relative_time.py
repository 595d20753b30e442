# query: Describe when an event happened relative to now (both Unix seconds) in words: under 45 s "just now", under 90 s
# "1 minute", under 45 min the rounded minutes, under 90 min "1 hour", under 22 h the rounded hours, under 36 h "1 day",
# else the rounded days (halves round up), written "<text> ago" for the past and "in <text>" for the future.
def human_relative_time(then, now):
    s = abs(now - then)
    if s < 45:
        return "just now"
    if s < 90:
        text = "1 minute"
    elif s < 2700:
        text = str((s + 30) // 60) + " minutes"
    elif s < 5400:
        text = "1 hour"
    elif s < 79200:
        text = str((s + 1800) // 3600) + " hours"
    elif s < 129600:
        text = "1 day"
    else:
        text = str((s + 43200) // 86400) + " days"
    return text + " ago" if then <= now else "in " + text

# tests
assert [human_relative_time(1000000 - d, 1000000) for d in (0, 44, 45, 89, 90)] == ["just now", "just now", "1 minute ago", "1 minute ago", "2 minutes ago"]
assert human_relative_time(1000150, 1000000) == "in 3 minutes"
assert human_relative_time(1000000 - 2699, 1000000) == "45 minutes ago"
assert human_relative_time(1000000 - 2700, 1000000) == "1 hour ago"
assert human_relative_time(1000000 - 5399, 1000000) == "1 hour ago"
assert human_relative_time(1000000 - 5400, 1000000) == "2 hours ago"
assert [human_relative_time(1000000 - d, 1000000) for d in (79199, 79200, 129599, 129600)] == ["22 hours ago", "1 day ago", "1 day ago", "2 days ago"]
assert human_relative_time(1000000 + 864000, 1000000) == "in 10 days"
assert [human_relative_time(1000000 - d, 1000000) for d in (149, 8999, 70180, 215999, 820790)] == ["2 minutes ago", "2 hours ago", "19 hours ago", "2 days ago", "9 days ago"]
assert human_relative_time(1000000 + 60, 1000000) == "in 1 minute"

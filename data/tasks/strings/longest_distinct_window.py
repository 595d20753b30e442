# query: Return the length of the longest contiguous substring in which no character repeats; the empty string
# gives 0.
def longest_distinct_window(s):
    last_seen = {}
    left = 0
    best = 0
    for right, ch in enumerate(s):
        if ch in last_seen and last_seen[ch] >= left:
            left = last_seen[ch] + 1
        last_seen[ch] = right
        if right - left + 1 > best:
            best = right - left + 1
    return best

# tests
assert longest_distinct_window("") == 0
assert longest_distinct_window("a") == 1
assert longest_distinct_window("abcabcbb") == 3
assert longest_distinct_window("bbbbb") == 1
assert longest_distinct_window("pwwkew") == 3
assert longest_distinct_window("abba") == 2
assert longest_distinct_window("dvdf") == 3
assert longest_distinct_window("abcdef") == 6
assert longest_distinct_window("tmmzuxt") == 5

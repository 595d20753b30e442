# query: Return the index of the first character in a string that occurs exactly once in it, or -1 when every
# character repeats or the string is empty; comparison is case-sensitive.
def first_unique_char_index(s):
    counts = {}
    for ch in s:
        counts[ch] = counts.get(ch, 0) + 1
    for i, ch in enumerate(s):
        if counts[ch] == 1:
            return i
    return -1

# tests
assert first_unique_char_index("") == -1
assert first_unique_char_index("a") == 0
assert first_unique_char_index("leetcode") == 0
assert first_unique_char_index("loveleetcode") == 2
assert first_unique_char_index("aabb") == -1
assert first_unique_char_index("aabbc") == 4
assert first_unique_char_index("aA") == 0
assert first_unique_char_index("abab c") == 4

# query: Return the sorted list of all starting indices where a pattern occurs in a text, counting overlapping
# occurrences; an empty pattern or a pattern longer than the text gives an empty list.
def find_pattern_starts(text, pattern):
    m = len(pattern)
    if m == 0:
        return []
    fail = [0] * m
    k = 0
    for i in range(1, m):
        while k > 0 and pattern[i] != pattern[k]:
            k = fail[k - 1]
        if pattern[i] == pattern[k]:
            k += 1
        fail[i] = k
    starts = []
    k = 0
    for i, ch in enumerate(text):
        while k > 0 and ch != pattern[k]:
            k = fail[k - 1]
        if ch == pattern[k]:
            k += 1
        if k == m:
            starts.append(i - m + 1)
            k = fail[k - 1]
    return starts

# tests
assert find_pattern_starts("abc", "") == []
assert find_pattern_starts("", "abaa") == []
assert find_pattern_starts("abc", "abc") == [0]
assert find_pattern_starts("aaaa", "aa") == [0, 1, 2]
assert find_pattern_starts("abababab", "abab") == [0, 2, 4]
assert find_pattern_starts("bbbbabab", "bbba") == [1]
assert find_pattern_starts("bab", "bb") == []
assert find_pattern_starts("baaababa", "aaba") == [2]
assert find_pattern_starts("ab", "aa") == []
assert find_pattern_starts("aabaacaadaabaaba", "aaba") == [0, 9, 12]

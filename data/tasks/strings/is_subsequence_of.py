# query: Decide whether the characters of `small` appear in `big` in the same order, not necessarily
# contiguously; the empty string is a subsequence of every string.
def is_subsequence_of(small, big):
    i = 0
    for ch in big:
        if i == len(small):
            break
        if ch == small[i]:
            i += 1
    return i == len(small)

# tests
assert is_subsequence_of("", "") is True
assert is_subsequence_of("", "abc") is True
assert is_subsequence_of("a", "") is False
assert is_subsequence_of("abc", "ahbgdc") is True
assert is_subsequence_of("axc", "ahbgdc") is False
assert is_subsequence_of("abc", "abc") is True
assert is_subsequence_of("aa", "a") is False
assert is_subsequence_of("ba", "ab") is False
assert is_subsequence_of("ac", "abcc") is True

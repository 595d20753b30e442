# query: Return, in increasing order, every index i at which the substring of `text` starting at i and as long as
# `pattern` is a rearrangement of `pattern` (case-sensitive); an empty pattern or one longer than the text gives [].
def anagram_start_indices(text, pattern):
    m = len(pattern)
    if m == 0 or m > len(text):
        return []
    need = {}
    for ch in pattern:
        need[ch] = need.get(ch, 0) + 1
    window = {}
    out = []
    for i, ch in enumerate(text):
        window[ch] = window.get(ch, 0) + 1
        if i >= m:
            old = text[i - m]
            window[old] -= 1
            if window[old] == 0:
                del window[old]
        if i >= m - 1 and window == need:
            out.append(i - m + 1)
    return out

# tests
assert anagram_start_indices("cbaebabacd", "abc") == [0, 6]
assert anagram_start_indices("abab", "ab") == [0, 1, 2]
assert anagram_start_indices("", "a") == []
assert anagram_start_indices("abc", "") == []
assert anagram_start_indices("ab", "abc") == []
assert anagram_start_indices("abc", "cba") == [0]
assert anagram_start_indices("baa", "aa") == [1]
assert anagram_start_indices("aab", "ab") == [1]
assert anagram_start_indices("AbaB", "ab") == [1]

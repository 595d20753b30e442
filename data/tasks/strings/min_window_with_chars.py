# query: Return the shortest substring of s that contains every character of t with at least its multiplicity
# in t; among equally short ones return the leftmost, and return "" when none exists or t is empty.
def min_window_with_chars(s, t):
    if not t:
        return ""
    need = {}
    for ch in t:
        need[ch] = need.get(ch, 0) + 1
    missing = len(t)
    left = 0
    best = (0, 0)
    for right, ch in enumerate(s):
        if need.get(ch, 0) > 0:
            missing -= 1
        need[ch] = need.get(ch, 0) - 1
        if missing == 0:
            while need[s[left]] < 0:
                need[s[left]] += 1
                left += 1
            if best == (0, 0) or right + 1 - left < best[1] - best[0]:
                best = (left, right + 1)
            need[s[left]] += 1
            missing += 1
            left += 1
    return s[best[0]:best[1]]

# tests
assert min_window_with_chars("abc", "") == ""
assert min_window_with_chars("", "a") == ""
assert min_window_with_chars("a", "a") == "a"
assert min_window_with_chars("a", "aa") == ""
assert min_window_with_chars("ADOBECODEBANC", "ABC") == "BANC"
assert min_window_with_chars("abba", "ab") == "ab"
assert min_window_with_chars("aaflslflsldkalskaaa", "aaa") == "aaa"
assert min_window_with_chars("xaxbxxba", "ab") == "ba"
assert min_window_with_chars("bba", "ab") == "ba"
assert min_window_with_chars("cabwefgewcwaefgcf", "cae") == "cwae"

# query: Return the shortest contiguous substring of s that contains t as a subsequence, the leftmost one among equally
# short candidates, or "" when there is none or t is empty.
def min_window_subsequence(s, t):
    if not t:
        return ""
    best = None
    for start in range(len(s)):
        if s[start] != t[0]:
            continue
        j = 0
        end = start
        while end < len(s):
            if s[end] == t[j]:
                j += 1
                if j == len(t):
                    break
            end += 1
        if j == len(t) and (best is None or end - start < best[1] - best[0]):
            best = (start, end)
    return "" if best is None else s[best[0]:best[1] + 1]

# tests
assert min_window_subsequence("abc", "") == ''
assert min_window_subsequence("", "a") == ''
assert min_window_subsequence("abcdebdde", "bde") == 'bcde'
assert min_window_subsequence("b", "b") == 'b'
assert min_window_subsequence("aaa", "aa") == 'aa'
assert min_window_subsequence("bba", "ba") == 'ba'
assert min_window_subsequence("abcab", "ab") == 'ab'
assert min_window_subsequence("xaybzaxb", "ab") == 'ayb'
assert min_window_subsequence("ba", "ab") == ''
assert min_window_subsequence("fgrqsqsnodwmxzkzxwqegkndaa", "kzed") == 'kzxwqegknd'

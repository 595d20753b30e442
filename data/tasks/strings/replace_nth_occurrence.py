# query: Replace only the n-th (1-based) non-overlapping occurrence of `old` in a text with `new`, scanning left to
# right; if `old` is empty, n is below 1, or there are fewer than n occurrences, return the text unchanged.
def replace_nth_occurrence(text, old, new, n):
    if not old or n < 1:
        return text
    start = -1
    pos = 0
    for _ in range(n):
        start = text.find(old, pos)
        if start == -1:
            return text
        pos = start + len(old)
    return text[:start] + new + text[start + len(old):]

# tests
assert replace_nth_occurrence("a-b-c-d", "-", "+", 2) == "a-b+c-d"
assert replace_nth_occurrence("a-b-c", "-", "+", 1) == "a+b-c"
assert replace_nth_occurrence("a-b-c", "-", "+", 3) == "a-b-c"
assert replace_nth_occurrence("aaaa", "aa", "X", 2) == "aaX"
assert replace_nth_occurrence("abc", "", "X", 1) == "abc"
assert replace_nth_occurrence("abc", "b", "X", 0) == "abc"
assert replace_nth_occurrence("x.y.z", ".", "::", 2) == "x.y::z"
assert replace_nth_occurrence("banana", "an", "AN", 2) == "banANa"

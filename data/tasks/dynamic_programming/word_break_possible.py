# query: Decide whether a string can be split into a sequence of one or more words from a given word list (words may
# be reused); the empty string returns True, and empty words in the list are ignored.
def word_break_possible(text, words):
    vocab = set(w for w in words if w)
    if not vocab:
        return text == ""
    longest = max(len(w) for w in vocab)
    ok = [False] * (len(text) + 1)
    ok[0] = True
    for end in range(1, len(text) + 1):
        for start in range(max(0, end - longest), end):
            if ok[start] and text[start:end] in vocab:
                ok[end] = True
                break
    return ok[len(text)]

# tests
assert word_break_possible("", []) is True
assert word_break_possible("a", []) is False
assert word_break_possible("leetcode", ["leet", "code"]) is True
assert word_break_possible("applepenapple", ["apple", "pen"]) is True
assert word_break_possible("catsandog", ["cats", "dog", "sand", "and", "cat"]) is False
assert word_break_possible("aaaa", ["aaa"]) is False
assert word_break_possible("abc", ["", "abc"]) is True
assert word_break_possible("abcd", ["a", "abc", "b", "cd"]) is True
assert word_break_possible("abcd", ["ab", "abc"]) is False
assert word_break_possible("xyzxyz", ["xyz", "x", "yzx"]) is True

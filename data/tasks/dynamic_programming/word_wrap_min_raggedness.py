# query: Break a list of words into lines of at most width characters (words separated by single spaces, order kept)
# minimising the sum over all lines except the last of the squared number of unused characters; return that minimum,
# or None when some word is longer than width.
def word_wrap_min_raggedness(words, width):
    n = len(words)
    if any(len(w) > width for w in words):
        return None
    best = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        length = -1
        best[i] = None
        for j in range(i, n):
            length += len(words[j]) + 1
            if length > width:
                break
            cost = 0 if j == n - 1 else (width - length) ** 2 + best[j + 1]
            if best[i] is None or cost < best[i]:
                best[i] = cost
    return best[0]

# tests
assert word_wrap_min_raggedness([], 5) == 0
assert word_wrap_min_raggedness(["hello"], 4) is None
assert word_wrap_min_raggedness(["hello"], 5) == 0
assert word_wrap_min_raggedness(["aaa", "bb", "cc", "ddddd"], 6) == 10
assert word_wrap_min_raggedness(["aaaa", "bb", "cc"], 6) == 4
assert word_wrap_min_raggedness(["a", "bb", "ccc", "d"], 5) == 1
assert word_wrap_min_raggedness(["the", "quick", "brown", "fox"], 10) == 1
assert word_wrap_min_raggedness(["x", "yyyyy"], 6) == 25
assert word_wrap_min_raggedness(["x", "xxxx"], 3) is None
assert word_wrap_min_raggedness(["xx", "yyy", "z", "wwww"], 7) == 1

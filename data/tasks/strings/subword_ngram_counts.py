# query: Count the character n-grams of the words of a text the way fastText does: lowercase, split on whitespace, wrap
# each word in "<" and ">", and count every length-n substring of each wrapped word; n below 1 gives {}.
def subword_ngram_counts(text, n):
    counts = {}
    if n < 1:
        return counts
    for word in text.lower().split():
        padded = "<" + word + ">"
        for i in range(len(padded) - n + 1):
            g = padded[i:i + n]
            counts[g] = counts.get(g, 0) + 1
    return counts

# tests
assert subword_ngram_counts("ab", 2) == {"<a": 1, "ab": 1, "b>": 1}
assert subword_ngram_counts("", 2) == {}
assert subword_ngram_counts("a", 3) == {"<a>": 1}
assert subword_ngram_counts("a", 4) == {}
assert subword_ngram_counts("Ab ab", 3) == {"<ab": 2, "ab>": 2}
assert subword_ngram_counts("x", 1) == {"<": 1, "x": 1, ">": 1}
assert subword_ngram_counts("hi", 0) == {}
assert subword_ngram_counts("aa aa", 2) == {"<a": 2, "aa": 2, "a>": 2}
assert subword_ngram_counts("abc", 4) == {"<abc": 1, "abc>": 1}

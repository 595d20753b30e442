# query: Sort a list of words by length, longest first, breaking ties case-insensitively in alphabetical order
# and then by the original string; words shorter than min_len are dropped from the result.
def order_words_by_length(words, min_len=1):
    kept = [w for w in words if len(w) >= min_len]
    return sorted(kept, key=lambda w: (-len(w), w.lower(), w))

# tests
assert order_words_by_length([]) == []
assert order_words_by_length(["a"]) == ["a"]
assert order_words_by_length(["pear", "fig", "banana", "kiwi"]) == ["banana", "kiwi", "pear", "fig"]
assert order_words_by_length(["Bob", "amy", "Cat"]) == ["amy", "Bob", "Cat"]
assert order_words_by_length(["bb", "Bb", "BB"]) == ["BB", "Bb", "bb"]
assert order_words_by_length(["go", "tree", "a", "sky"], 2) == ["tree", "sky", "go"]
assert order_words_by_length(["go", "tree", "a", "sky"], 3) == ["tree", "sky"]
assert order_words_by_length(["x", ""], 0) == ["x", ""]
assert order_words_by_length(["x", ""]) == ["x"]

# query: Build keyword-in-context lines: for every whitespace-separated word that equals the keyword
# case-insensitively once surrounding punctuation .,;:!?"'() is stripped, give up to k words before it, the word as
# written in brackets, and up to k words after it, joined by spaces.
def keyword_in_context(text, keyword, k):
    words = text.split()
    target = keyword.lower()
    out = []
    for i, w in enumerate(words):
        if w.strip(".,;:!?\"'()").lower() == target:
            left = words[max(0, i - k):i]
            right = words[i + 1:i + 1 + k]
            out.append(" ".join(left + ["[" + w + "]"] + right))
    return out

# tests
assert keyword_in_context("the cat sat on the mat", "the", 1) == ["[the] cat", "on [the] mat"]
assert keyword_in_context("", "a", 2) == []
assert keyword_in_context("A b a", "a", 0) == ["[A]", "[a]"]
assert keyword_in_context("x y z", "y", 5) == ["x [y] z"]
assert keyword_in_context("Stop. Go, go!", "go", 1) == ["Stop. [Go,] go!", "Go, [go!]"]
assert keyword_in_context("one two three four five", "three", 2) == ["one two [three] four five"]
assert keyword_in_context("a b c d e", "c", 1) == ["b [c] d"]
assert keyword_in_context("cats cat", "cat", 1) == ["cats [cat]"]
assert keyword_in_context("a b c d e", "d", 2) == ["b c [d] e"]

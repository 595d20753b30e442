# query: List the k-word shingles of a text: every run of k consecutive lowercase words (words split on whitespace),
# joined by single spaces, without repeats and in order of first appearance; k below 1 or fewer than k words gives [].
def word_shingles(text, k):
    words = text.lower().split()
    if k < 1:
        return []
    seen = set()
    out = []
    for i in range(len(words) - k + 1):
        s = " ".join(words[i:i + k])
        if s not in seen:
            seen.add(s)
            out.append(s)
    return out

# tests
assert word_shingles("a b c d", 2) == ["a b", "b c", "c d"]
assert word_shingles("a b c", 3) == ["a b c"]
assert word_shingles("a b", 3) == []
assert word_shingles("A b a B a", 2) == ["a b", "b a"]
assert word_shingles("x y", 0) == []
assert word_shingles("", 1) == []
assert word_shingles("one", 1) == ["one"]
assert word_shingles("to be or not to be", 2) == ["to be", "be or", "or not", "not to"]
assert word_shingles("a  b\tc", 2) == ["a b", "b c"]

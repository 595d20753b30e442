# query: Split a text's whitespace-separated words into chunks of `size` words, each chunk starting size - overlap
# words after the previous one (0 <= overlap < size), stopping with the first chunk that reaches the last word (it may
# be shorter); chunks are joined by single spaces and a text without words gives [].
def chunk_words_with_overlap(text, size, overlap):
    words = text.split()
    step = size - overlap
    out = []
    start = 0
    while start < len(words):
        out.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return out

# tests
assert chunk_words_with_overlap("a b c d e", 2, 0) == ["a b", "c d", "e"]
assert chunk_words_with_overlap("a b c d e", 3, 1) == ["a b c", "c d e"]
assert chunk_words_with_overlap("a b c d", 3, 1) == ["a b c", "c d"]
assert chunk_words_with_overlap("", 3, 1) == []
assert chunk_words_with_overlap("a b", 5, 2) == ["a b"]
assert chunk_words_with_overlap("a b c", 3, 0) == ["a b c"]
assert chunk_words_with_overlap("a b c d e f", 4, 2) == ["a b c d", "c d e f"]
assert chunk_words_with_overlap("1 2 3 4 5 6 7", 3, 2) == ["1 2 3", "2 3 4", "3 4 5", "4 5 6", "5 6 7"]

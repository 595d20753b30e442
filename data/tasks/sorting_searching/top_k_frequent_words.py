# query: Return the k most frequent words of a list, ordered by decreasing frequency and alphabetically among
# words with the same frequency; if k exceeds the number of distinct words return them all, and k <= 0 gives [].
def top_k_frequent_words(words, k):
    if k <= 0:
        return []
    freq = {}
    for w in words:
        freq[w] = freq.get(w, 0) + 1
    ranked = sorted(freq.items(), key=lambda item: (-item[1], item[0]))
    return [w for w, _ in ranked[:k]]

# tests
assert top_k_frequent_words([], 2) == []
assert top_k_frequent_words(["a", "b"], 0) == []
assert top_k_frequent_words(["a", "b"], -1) == []
assert top_k_frequent_words(["i", "love", "code", "i", "love", "coding"], 2) == ["i", "love"]
assert top_k_frequent_words(["the", "day", "is", "sunny", "the", "the", "the", "sunny", "is", "is"], 4) == ["the", "is", "sunny", "day"]
assert top_k_frequent_words(["b", "a", "c"], 2) == ["a", "b"]
assert top_k_frequent_words(["x", "y", "x"], 10) == ["x", "y"]
assert top_k_frequent_words(["z", "z", "a"], 1) == ["z"]
assert top_k_frequent_words(["b", "B", "b"], 2) == ["b", "B"]

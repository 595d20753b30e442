# query: Compute the cosine similarity of two texts from their word counts (words are maximal runs of letters and
# digits, lowercased), rounded to 3 decimals; if either text has no words the similarity is 0.0.
def word_count_cosine(a, b):
    def counts(text):
        c = {}
        word = ""
        for ch in text.lower() + " ":
            if ch.isalnum():
                word += ch
            elif word:
                c[word] = c.get(word, 0) + 1
                word = ""
        return c
    x, y = counts(a), counts(b)
    if not x or not y:
        return 0.0
    dot = sum(v * y.get(k, 0) for k, v in x.items())
    nx = sum(v * v for v in x.values())
    ny = sum(v * v for v in y.values())
    return round(dot / (nx * ny) ** 0.5, 3)

# tests
assert word_count_cosine("a b", "a b") == 1.0
assert word_count_cosine("a", "b") == 0.0
assert word_count_cosine("", "a") == 0.0
assert word_count_cosine("a", "") == 0.0
assert word_count_cosine("the cat", "the dog") == 0.5
assert word_count_cosine("a a b", "a b b") == 0.8
assert word_count_cosine("Hello, world!", "hello world") == 1.0
assert word_count_cosine("x y z", "x") == 0.577
assert word_count_cosine("a b c", "a b") == 0.816
assert word_count_cosine("a a", "a b") == 0.707

# query: Fully justify a list of words into a single line of exactly `width` characters by distributing spaces
# between words, giving extra spaces to the leftmost gaps; one word is padded on the right, and if the words with single spaces exceed the width return None.
def justify_words_line(words, width):
    if not words:
        return " " * width
    letters = sum(len(w) for w in words)
    gaps = len(words) - 1
    if letters + gaps > width:
        return None
    if gaps == 0:
        return words[0] + " " * (width - letters)
    spaces = width - letters
    base, extra = divmod(spaces, gaps)
    parts = []
    for i, word in enumerate(words[:-1]):
        parts.append(word)
        parts.append(" " * (base + (1 if i < extra else 0)))
    parts.append(words[-1])
    return "".join(parts)

# tests
assert justify_words_line([], 3) == "   "
assert justify_words_line(["hi"], 5) == "hi   "
assert justify_words_line(["a", "b"], 3) == "a b"
assert justify_words_line(["a", "b"], 2) is None
assert justify_words_line(["this", "is", "an"], 16) == "this    is    an"
assert justify_words_line(["a", "b", "c"], 8) == "a   b  c"
assert justify_words_line(["a", "b", "c", "d"], 9) == "a  b  c d"
assert justify_words_line(["word"], 4) == "word"
assert justify_words_line(["toolong"], 3) is None

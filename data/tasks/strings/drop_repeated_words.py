# query: Remove immediately repeated words from a text, comparing case-insensitively and keeping the first of each run,
# and return the remaining words joined by single spaces ("the the cat" gives "the cat").
def drop_repeated_words(text):
    out = []
    for word in text.split():
        if out and out[-1].lower() == word.lower():
            continue
        out.append(word)
    return " ".join(out)

# tests
assert drop_repeated_words("") == ""
assert drop_repeated_words("the the cat") == "the cat"
assert drop_repeated_words("a a a") == "a"
assert drop_repeated_words("Go go GO now") == "Go now"
assert drop_repeated_words("a b a b") == "a b a b"
assert drop_repeated_words("x  x   y") == "x y"
assert drop_repeated_words("one") == "one"
assert drop_repeated_words("is this this it it") == "is this it"

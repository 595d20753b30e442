# query: Count like the Unix wc tool: return (lines, words, characters) for a text, where lines is the number of "\n"
# characters, words is the number of maximal runs of non-whitespace characters, and characters is the length.
def wc_style_counts(text):
    lines = 0
    words = 0
    in_word = False
    for ch in text:
        if ch == "\n":
            lines += 1
        if ch.isspace():
            in_word = False
        elif not in_word:
            words += 1
            in_word = True
    return (lines, words, len(text))

# tests
assert wc_style_counts("") == (0, 0, 0)
assert wc_style_counts("hello") == (0, 1, 5)
assert wc_style_counts("hello world\n") == (1, 2, 12)
assert wc_style_counts("\n\n") == (2, 0, 2)
assert wc_style_counts("  a  b  ") == (0, 2, 8)
assert wc_style_counts("a\tb\nc") == (1, 3, 5)
assert wc_style_counts("one\ntwo\n") == (2, 2, 8)
assert wc_style_counts("x") == (0, 1, 1)

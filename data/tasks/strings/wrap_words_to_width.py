# query: Greedily wrap the words of a text into lines of at most `width` characters, joining words on a line with
# single spaces; a word longer than the width is put alone on its own line, and blank text gives an empty list.
def wrap_words_to_width(text, width):
    lines = []
    current = ""
    for word in text.split():
        if not current:
            current = word
        elif len(current) + 1 + len(word) <= width:
            current += " " + word
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines

# tests
assert wrap_words_to_width("", 10) == []
assert wrap_words_to_width("   ", 4) == []
assert wrap_words_to_width("hello", 10) == ["hello"]
assert wrap_words_to_width("the quick brown fox", 10) == ["the quick", "brown fox"]
assert wrap_words_to_width("aa bb cc", 5) == ["aa bb", "cc"]
assert wrap_words_to_width("aa bb cc", 4) == ["aa", "bb", "cc"]
assert wrap_words_to_width("a verylongword b", 5) == ["a", "verylongword", "b"]
assert wrap_words_to_width("one two three four five", 9) == ["one two", "three", "four five"]
assert wrap_words_to_width("x  y", 3) == ["x y"]

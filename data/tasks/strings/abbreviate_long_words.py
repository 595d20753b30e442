# query: In a space-separated text, replace every word longer than `limit` characters by its first letter, the
# count of letters in between, and its last letter ("internationalization" -> "i18n"); other words and single spaces stay.
def abbreviate_long_words(text, limit=10):
    words = text.split(" ")
    out = []
    for word in words:
        if len(word) > limit:
            out.append(word[0] + str(len(word) - 2) + word[-1])
        else:
            out.append(word)
    return " ".join(out)

# tests
assert abbreviate_long_words("") == ""
assert abbreviate_long_words("word") == "word"
assert abbreviate_long_words("internationalization") == "i18n"
assert abbreviate_long_words("localization is hard") == "l10n is hard"
assert abbreviate_long_words("abcdefghij") == "abcdefghij"
assert abbreviate_long_words("abcdefghijk") == "a9k"
assert abbreviate_long_words("abcd", 3) == "a2d"
assert abbreviate_long_words("abc abcd", 3) == "abc a2d"
assert abbreviate_long_words("a  bcdef", 4) == "a  b3f"

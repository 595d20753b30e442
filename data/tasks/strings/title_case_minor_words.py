# query: Convert a space-separated title to title case: every word is lowercased and then capitalized, except the
# minor words "a", "an", "the", "of", "and", "in" which stay lowercase unless they are the first or last word.
def title_case_minor_words(title):
    minor = {"a", "an", "the", "of", "and", "in"}
    words = title.split()
    result = []
    for i, word in enumerate(words):
        low = word.lower()
        if low in minor and 0 < i < len(words) - 1:
            result.append(low)
        else:
            result.append(low[:1].upper() + low[1:])
    return " ".join(result)

# tests
assert title_case_minor_words("") == ""
assert title_case_minor_words("the") == "The"
assert title_case_minor_words("the lord of the rings") == "The Lord of the Rings"
assert title_case_minor_words("war AND peace") == "War and Peace"
assert title_case_minor_words("a tale of two cities") == "A Tale of Two Cities"
assert title_case_minor_words("what dreams are made of") == "What Dreams Are Made Of"
assert title_case_minor_words("  alice   in wonderland ") == "Alice in Wonderland"
assert title_case_minor_words("an apple") == "An Apple"
assert title_case_minor_words("in and of") == "In and Of"

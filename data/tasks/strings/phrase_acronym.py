# query: Build the uppercase acronym of a phrase from the first letter of each word, where words are separated by
# spaces, hyphens or underscores and words that do not start with a letter are skipped; an empty phrase gives "".
def phrase_acronym(phrase):
    letters = []
    for i, ch in enumerate(phrase):
        if not ch.isalpha():
            continue
        if i == 0 or phrase[i - 1] in " -_":
            letters.append(ch.upper())
    return "".join(letters)

# tests
assert phrase_acronym("") == ""
assert phrase_acronym("Portable Network Graphics") == "PNG"
assert phrase_acronym("complementary metal-oxide semiconductor") == "CMOS"
assert phrase_acronym("  as   soon as possible ") == "ASAP"
assert phrase_acronym("snake_case_name") == "SCN"
assert phrase_acronym("the 3rd kind") == "TK"
assert phrase_acronym("x") == "X"
assert phrase_acronym("a1b c2d") == "AC"
assert phrase_acronym("---") == ""
assert phrase_acronym("ab") == "A"

# query: Highlight search terms in a text by wrapping every whole word that equals one of the terms
# (case-insensitively) in "**", where a word is a maximal run of letters and digits; everything else is copied as is.
def bold_search_terms(text, terms):
    wanted = {t.lower() for t in terms}
    out = []
    i = 0
    n = len(text)
    while i < n:
        if text[i].isalnum():
            j = i
            while j < n and text[j].isalnum():
                j += 1
            word = text[i:j]
            out.append("**" + word + "**" if word.lower() in wanted else word)
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)

# tests
assert bold_search_terms("Cats and dogs", ["cat"]) == "Cats and dogs"
assert bold_search_terms("Cat and dog", ["cat", "DOG"]) == "**Cat** and **dog**"
assert bold_search_terms("", ["a"]) == ""
assert bold_search_terms("x", []) == "x"
assert bold_search_terms("re-read the readme", ["read"]) == "re-**read** the readme"
assert bold_search_terms("a1 a", ["a"]) == "a1 **a**"
assert bold_search_terms("end.", ["end"]) == "**end**."
assert bold_search_terms("cat", ["cat"]) == "**cat**"
assert bold_search_terms("  go  ", ["go"]) == "  **go**  "

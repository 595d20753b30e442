# query: Fix the capitalization of a personal name: every letter that starts the text or follows a space, hyphen or
# apostrophe becomes upper case and every other letter lower case, so "o'NEIL-smith" gives "O'Neil-Smith".
def proper_case_name(name):
    out = []
    start = True
    for ch in name:
        if ch.isalpha():
            out.append(ch.upper() if start else ch.lower())
            start = False
        else:
            out.append(ch)
            start = ch in " -'"
    return "".join(out)

# tests
assert proper_case_name("o'NEIL-smith") == "O'Neil-Smith"
assert proper_case_name("") == ""
assert proper_case_name("JOHN") == "John"
assert proper_case_name("mary jane") == "Mary Jane"
assert proper_case_name("anne-marie  o'brien") == "Anne-Marie  O'Brien"
assert proper_case_name("d.j. SMITH") == "D.j. Smith"
assert proper_case_name("x") == "X"
assert proper_case_name("2nd mate") == "2nd Mate"

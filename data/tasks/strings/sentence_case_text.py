# query: Convert text to sentence case: the first letter of the text and the first letter after each ".", "!" or "?"
# become upper case, every other letter lower case, and non-letters are unchanged.
def sentence_case_text(text):
    out = []
    capital = True
    for ch in text:
        if ch.isalpha():
            out.append(ch.upper() if capital else ch.lower())
            capital = False
        else:
            out.append(ch)
            if ch in ".!?":
                capital = True
    return "".join(out)

# tests
assert sentence_case_text("") == ""
assert sentence_case_text("HELLO THERE. HOW ARE YOU?") == "Hello there. How are you?"
assert sentence_case_text("wow! great") == "Wow! Great"
assert sentence_case_text("  leading spaces") == "  Leading spaces"
assert sentence_case_text("one.two") == "One.Two"
assert sentence_case_text("3 apples. 2 PEARS") == "3 Apples. 2 Pears"
assert sentence_case_text("what?yes") == "What?Yes"
assert sentence_case_text("a, b; c") == "A, b; c"

# query: Fix spacing around punctuation: remove spaces before , . ; : ! and ?, put one space between such a mark and a
# letter that directly follows it (a digit after it is left alone, as in "3.14"), collapse runs of spaces to one, and
# trim spaces at both ends.
def fix_punctuation_spacing(text):
    out = []
    for ch in text:
        if ch in ",.;:!?":
            while out and out[-1] == " ":
                out.pop()
            out.append(ch)
        elif ch == " ":
            if out and out[-1] != " ":
                out.append(" ")
        else:
            if ch.isalpha() and out and out[-1] in ",.;:!?":
                out.append(" ")
            out.append(ch)
    return "".join(out).strip()

# tests
assert fix_punctuation_spacing("Hello ,world !") == "Hello, world!"
assert fix_punctuation_spacing("") == ""
assert fix_punctuation_spacing("a  b") == "a b"
assert fix_punctuation_spacing("pi is 3.14 , ok") == "pi is 3.14, ok"
assert fix_punctuation_spacing("wait...what") == "wait... what"
assert fix_punctuation_spacing("  lead and trail  ") == "lead and trail"
assert fix_punctuation_spacing("one;two:three") == "one; two: three"
assert fix_punctuation_spacing("1,000 items") == "1,000 items"
assert fix_punctuation_spacing("Hi !How are you ?") == "Hi! How are you?"

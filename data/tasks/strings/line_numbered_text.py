# query: Prefix each line of a text with its 1-based line number right-aligned to the width of the largest number,
# followed by " | "; a final "\n" does not start another line and an empty text gives "".
def line_numbered_text(text):
    if text == "":
        return ""
    lines = text.split("\n")
    if text.endswith("\n"):
        lines.pop()
    width = len(str(len(lines)))
    out = []
    for i, line in enumerate(lines):
        out.append(str(i + 1).rjust(width) + " | " + line)
    return "\n".join(out)

# tests
assert line_numbered_text("") == ""
assert line_numbered_text("a") == "1 | a"
assert line_numbered_text("a\nb\n") == "1 | a\n2 | b"
assert line_numbered_text("\n") == "1 | "
assert line_numbered_text("x\n\ny") == "1 | x\n2 | \n3 | y"
assert line_numbered_text("\nz") == "1 | \n2 | z"
assert line_numbered_text("a\nb\nc\nd\ne\nf\ng\nh\ni") == "1 | a\n2 | b\n3 | c\n4 | d\n5 | e\n6 | f\n7 | g\n8 | h\n9 | i"
assert line_numbered_text("a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n") == " 1 | a\n 2 | b\n 3 | c\n 4 | d\n 5 | e\n 6 | f\n 7 | g\n 8 | h\n 9 | i\n10 | j"

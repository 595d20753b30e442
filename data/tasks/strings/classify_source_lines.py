# query: Count the (code, comment, blank) lines of Python source text: a blank line holds only whitespace, a comment
# line's first non-whitespace character is "#", every other line is code; a final "\n" does not start another line.
def classify_source_lines(text):
    code = comment = blank = 0
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    for line in lines:
        stripped = line.strip()
        if not stripped:
            blank += 1
        elif stripped.startswith("#"):
            comment += 1
        else:
            code += 1
    return (code, comment, blank)

# tests
assert classify_source_lines("") == (0, 0, 0)
assert classify_source_lines("x = 1\n") == (1, 0, 0)
assert classify_source_lines("# c\n\nx\n") == (1, 1, 1)
assert classify_source_lines("   \n\t\n") == (0, 0, 2)
assert classify_source_lines("  # indented\ny # trailing\n") == (1, 1, 0)
assert classify_source_lines("a\nb") == (2, 0, 0)
assert classify_source_lines("\n") == (0, 0, 1)
assert classify_source_lines("x = '#'\n#\n\n") == (1, 1, 1)

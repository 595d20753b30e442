# query: Normalize a block of text: convert "\r\n" and lone "\r" line breaks to "\n", strip trailing spaces and tabs
# from each line, collapse runs of blank lines to one, drop blank lines at the start and end, and end with exactly one
# "\n" (text with no non-blank line gives "").
def tidy_text_lines(text):
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    out = []
    blank = 0
    for line in lines:
        line = line.rstrip(" \t")
        if line == "":
            blank += 1
            continue
        if out and blank > 0:
            out.append("")
        out.append(line)
        blank = 0
    if not out:
        return ""
    return "\n".join(out) + "\n"

# tests
assert tidy_text_lines("") == ""
assert tidy_text_lines("\n \n\t\n") == ""
assert tidy_text_lines("a") == "a\n"
assert tidy_text_lines("a\r\nb\rc\n") == "a\nb\nc\n"
assert tidy_text_lines("a  \t\n\n\n\nb") == "a\n\nb\n"
assert tidy_text_lines("\n\n  x\ny \n\n") == "  x\ny\n"
assert tidy_text_lines("a\n\nb") == "a\n\nb\n"
assert tidy_text_lines("a\n \nb") == "a\n\nb\n"
assert tidy_text_lines("p\nq") == "p\nq\n"

# query: Return every piece of text found between a start marker and the next end marker after it, scanning left to
# right and resuming after each end marker; a start marker without a later end marker is ignored.
def all_between_markers(text, start, end):
    out = []
    pos = 0
    while True:
        i = text.find(start, pos)
        if i == -1:
            break
        i += len(start)
        j = text.find(end, i)
        if j == -1:
            break
        out.append(text[i:j])
        pos = j + len(end)
    return out

# tests
assert all_between_markers("a[1]b[22]c", "[", "]") == ["1", "22"]
assert all_between_markers("none", "[", "]") == []
assert all_between_markers("[x", "[", "]") == []
assert all_between_markers("{{a}}{{b}}", "{{", "}}") == ["a", "b"]
assert all_between_markers("[]", "[", "]") == [""]
assert all_between_markers("[a]]b]", "[", "]") == ["a"]
assert all_between_markers("<<a>>", "<", ">") == ["<a"]
assert all_between_markers("xAyxByx", "x", "yx") == ["A"]
assert all_between_markers("[a][b", "[", "]") == ["a"]
assert all_between_markers("<b>x</b><b>y</b>", "<b>", "</b>") == ["x", "y"]

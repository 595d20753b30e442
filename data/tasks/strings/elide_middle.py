# query: Shorten a string to at most `width` characters (width >= 3) by replacing its middle with "...": a string that
# fits is unchanged, otherwise keep width - 3 characters split between the start and the end, the start getting the
# extra one when they are odd.
def elide_middle(text, width):
    if len(text) <= width:
        return text
    keep = width - 3
    front = (keep + 1) // 2
    back = keep // 2
    return text[:front] + "..." + text[len(text) - back:]

# tests
assert elide_middle("abcdef", 6) == "abcdef"
assert elide_middle("", 5) == ""
assert elide_middle("abcdefg", 6) == "ab...g"
assert elide_middle("abcdefghij", 7) == "ab...ij"
assert elide_middle("abcdefghij", 8) == "abc...ij"
assert elide_middle("abcdef", 3) == "..."
assert elide_middle("abcdef", 4) == "a..."
assert elide_middle("/usr/local/lib/python3/site.py", 15) == "/usr/l...ite.py"

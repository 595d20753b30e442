# query: Convert a height written with feet and/or inches, such as 5'11", 5 ft 11 in, 6' or 71in, into total inches:
# feet are a number followed by ' or ft, inches a number followed by " or in, feet come first, each at most once,
# spaces are ignored, and inches must be below 12 when feet are given; return -1 for anything else.
def height_text_to_inches(text):
    t = text.strip().lower().replace(" ", "")
    feet = inches = None
    i = 0
    while i < len(t):
        j = i
        while j < len(t) and t[j].isdigit():
            j += 1
        if j == i:
            return -1
        value = int(t[i:j])
        if t.startswith("'", j) or t.startswith("ft", j):
            if feet is not None or inches is not None:
                return -1
            feet = value
            j += 1 if t[j] == "'" else 2
        elif t.startswith('"', j) or t.startswith("in", j):
            if inches is not None:
                return -1
            inches = value
            j += 1 if t[j] == '"' else 2
        else:
            return -1
        i = j
    if feet is None and inches is None:
        return -1
    if feet is not None and inches is not None and inches >= 12:
        return -1
    return (feet or 0) * 12 + (inches or 0)

# tests
assert height_text_to_inches("5'11\"") == 71
assert height_text_to_inches("5' 11\"") == 71
assert height_text_to_inches("6'") == 72
assert height_text_to_inches("5 ft 11 in") == 71
assert height_text_to_inches("5FT") == 60
assert height_text_to_inches("71in") == 71
assert height_text_to_inches("5'12\"") == -1
assert height_text_to_inches("6'0\"") == 72
assert height_text_to_inches("11\" 5'") == -1
assert [height_text_to_inches(t) for t in ("", "5 ft 3", "5'6'", "3\"4\"", "ft", "5\"5", "5in5")] == [-1] * 7

# query: Center a text in a field of `width` characters padded with a fill character, putting the odd extra fill
# character on the right; a text already at least as long as the width is returned unchanged.
def center_in_width(text, width, fill=" "):
    total = width - len(text)
    left = total // 2
    right = total - left
    return fill * left + text + fill * right

# tests
assert center_in_width("", 0) == ""
assert center_in_width("abc", 3) == "abc"
assert center_in_width("abcd", 2) == "abcd"
assert center_in_width("ab", 6, "*") == "**ab**"
assert center_in_width("abc", 6, "*") == "*abc**"
assert center_in_width("a", 4, "-") == "-a--"
assert center_in_width("", 3, ".") == ".."+"."
assert center_in_width("xy", 3) == "xy "
assert center_in_width("x", 2, "=") == "x="

# query: Merge a pair of strings by alternating their characters, starting with the first string, and append the rest
# of the longer one once the shorter runs out; either string may be empty.
def interleave_two_strings(a, b):
    out = []
    i = 0
    while i < len(a) and i < len(b):
        out.append(a[i])
        out.append(b[i])
        i += 1
    if i < len(a):
        out.append(a[i:])
    elif i < len(b):
        out.append(b[i:])
    return "".join(out)

# tests
assert interleave_two_strings("", "") == ""
assert interleave_two_strings("abc", "") == "abc"
assert interleave_two_strings("", "xyz") == "xyz"
assert interleave_two_strings("abc", "123") == "a1b2c3"
assert interleave_two_strings("abcde", "12") == "a1b2cde"
assert interleave_two_strings("ab", "1234") == "a1b234"
assert interleave_two_strings("a", "1") == "a1"
assert interleave_two_strings("ab", "123") == "a1b23"

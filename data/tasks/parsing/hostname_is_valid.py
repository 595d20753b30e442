# query: Check that a string is a valid DNS host name: one optional trailing dot is allowed, the rest is at most 253
# characters of dot-separated labels, each 1-63 ASCII letters, digits or hyphens that do not start or end with a
# hyphen, and the last label is not all digits.
def hostname_is_valid(name):
    if name.endswith("."):
        name = name[:-1]
    if not name or len(name) > 253:
        return False
    labels = name.split(".")
    for label in labels:
        if not 1 <= len(label) <= 63 or label[0] == "-" or label[-1] == "-":
            return False
        if not all(c.isascii() and (c.isalnum() or c == "-") for c in label):
            return False
    return not labels[-1].isdigit()

# tests
assert hostname_is_valid("example.com") is True
assert hostname_is_valid("localhost") is True
assert hostname_is_valid("example.com.") is True
assert hostname_is_valid("xn--bcher-kva.example") is True
assert hostname_is_valid("a" * 63 + ".com") is True
assert hostname_is_valid("a" * 64 + ".com") is False
assert [hostname_is_valid("ab." * 83 + s) for s in ("abcd", "abcde", "abcd.")] == [True, False, True]
assert [hostname_is_valid(h) for h in ("", ".", "example..com", "-a.com", "a-.com", "a_b.com", "10.0.0.1", "é.com", "a.com..")] == [False] * 9
assert [hostname_is_valid(h) for h in ("1a.com", "a.b1", "123.com", "x-1-y.z")] == [True] * 4

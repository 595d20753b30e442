# query: Decide whether two strings differ by exactly one edit, where an edit inserts, deletes or replaces a single
# character; identical strings give False.
def one_edit_apart(a, b):
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        return i < len(a) and a[i + 1:] == b[i + 1:]
    return a[i:] == b[i + 1:]

# tests
assert one_edit_apart("", "") is False
assert one_edit_apart("", "a") is True
assert one_edit_apart("abc", "abc") is False
assert one_edit_apart("pale", "ple") is True
assert one_edit_apart("ple", "pale") is True
assert one_edit_apart("pale", "bale") is True
assert one_edit_apart("pale", "bake") is False
assert one_edit_apart("abc", "a") is False
assert one_edit_apart("abcd", "abce") is True
assert one_edit_apart("ab", "ba") is False

# query: Validate an email address: exactly one "@"; a local part of 1-64 characters from letters, digits and
# !#$%&'*+/=?^_`{|}~.- that neither starts nor ends with "." nor contains ".."; a domain of at most 253 characters with
# at least two dot-separated labels of 1-63 ASCII letters, digits or hyphens, not starting or ending with "-", and a
# last label that is not all digits.
def is_plausible_email(addr):
    if addr.count("@") != 1:
        return False
    local, domain = addr.split("@")
    allowed = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+/=?^_`{|}~-.")
    if not 1 <= len(local) <= 64 or any(c not in allowed for c in local):
        return False
    if local[0] == "." or local[-1] == "." or ".." in local:
        return False
    labels = domain.split(".")
    if len(labels) < 2 or len(domain) > 253:
        return False
    for label in labels:
        if not 1 <= len(label) <= 63 or label[0] == "-" or label[-1] == "-":
            return False
        if any(not (c.isascii() and (c.isalnum() or c == "-")) for c in label):
            return False
    return not labels[-1].isdigit()

# tests
assert is_plausible_email("a@b.co") is True
assert is_plausible_email("first.last+tag@mail.example.org") is True
assert is_plausible_email("x" * 64 + "@b.co") is True
assert is_plausible_email("x" * 65 + "@b.co") is False
assert is_plausible_email("a@" + "b" * 63 + ".com") is True
assert is_plausible_email("a@" + "b" * 64 + ".com") is False
assert is_plausible_email("a@" + "abc." * 62 + "abcde") is True
assert is_plausible_email("a@" + "abc." * 62 + "abcdef") is False
assert [is_plausible_email(a) for a in ("a@b", "a@@b.co", "@b.co", ".a@b.co", "a.@b.co", "a..b@b.co", "a b@c.de")] == [False] * 7
assert [is_plausible_email(a) for a in ("a@-b.co", "a@b-.co", "a@b..co", "a@1.2.3.4", "a@b_c.de", "a@bé.de", "a@x-1.c2")] == [False] * 6 + [True]

# query: Split an email address field like 'John Doe <john@x.com>', '"Doe, John" <j@x.com>' or a bare 'john@x.com'
# into (display name, address), with surrounding spaces trimmed and a double-quoted name unquoted (\" unescaped); the
# address must contain exactly one "@" not at either end and no spaces, else return None.
def email_name_address(text):
    t = text.strip()
    if t.endswith(">"):
        lt = t.rfind("<")
        if lt == -1:
            return None
        name = t[:lt].strip()
        addr = t[lt + 1:-1].strip()
        if len(name) >= 2 and name[0] == '"' and name[-1] == '"':
            name = name[1:-1].replace('\\"', '"')
    else:
        name, addr = "", t
    if addr.count("@") != 1 or " " in addr or addr.startswith("@") or addr.endswith("@"):
        return None
    return (name, addr)

# tests
assert email_name_address("John Doe <john@x.com>") == ("John Doe", "john@x.com")
assert email_name_address("john@x.com") == ("", "john@x.com")
assert email_name_address('"Doe, John" <j@x.com>') == ("Doe, John", "j@x.com")
assert [email_name_address(t) for t in ('"abc <a@b>', 'abc" <a@b>', '" <a@b>', "<a@b.c>")] == [('"abc', "a@b"), ('abc"', "a@b"), ('"', "a@b"), ("", "a@b.c")]
assert email_name_address("  Ann   <ann@x.org>  ") == ("Ann", "ann@x.org")
assert email_name_address('"Q \\"Z\\"" <q@x>') == ('Q "Z"', "q@x")
assert email_name_address("Name <bad>") is None
assert email_name_address("Name <a@b") is None
assert [email_name_address(t) for t in ("x>", "a@b>", "a<b <x@y>")] == [None, None, ("a<b", "x@y")]
assert [email_name_address(t) for t in ("", "x y@z", "@x", "x@", "a@b@c", '"" <a@b>')] == [None, None, None, None, None, ("", "a@b")]

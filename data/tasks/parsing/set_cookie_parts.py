# query: Parse a Set-Cookie header value such as "id=a3f; Path=/; HttpOnly; Max-Age=3600" into (name, value,
# attributes): the first ";"-piece is the cookie, split at its first "=", with names and values trimmed and one pair of
# surrounding double quotes removed from the value; attribute names are lowercased and map to their trimmed value, or
# True without "="; return None if the cookie piece has no "=" or an empty name.
def set_cookie_parts(header):
    pieces = header.split(";")
    name, eq, value = pieces[0].partition("=")
    name, value = name.strip(), value.strip()
    if not eq or not name:
        return None
    if len(value) >= 2 and value[0] == value[-1] == '"':
        value = value[1:-1]
    attrs = {}
    for piece in pieces[1:]:
        key, eq, val = piece.partition("=")
        key = key.strip().lower()
        if key:
            attrs[key] = val.strip() if eq else True
    return (name, value, attrs)

# tests
assert set_cookie_parts("id=a3f; Path=/; HttpOnly; Max-Age=3600") == ("id", "a3f", {"path": "/", "httponly": True, "max-age": "3600"})
assert set_cookie_parts("token=a=b=c") == ("token", "a=b=c", {})
assert set_cookie_parts(' q = "quoted" ; Secure') == ("q", "quoted", {"secure": True})
assert [set_cookie_parts("e="), set_cookie_parts('e=""')] == [("e", "", {}), ("e", "", {})]
assert set_cookie_parts('x="') == ("x", '"', {})
assert set_cookie_parts("s=1; ; Domain = .example.com ;SameSite=Lax") == ("s", "1", {"domain": ".example.com", "samesite": "Lax"})
assert set_cookie_parts("a=1; Expires=Wed, 21 Oct 2025 07:28:00 GMT") == ("a", "1", {"expires": "Wed, 21 Oct 2025 07:28:00 GMT"})
assert set_cookie_parts("noequals; Path=/") is None
assert set_cookie_parts("=v; Path=/") is None
assert set_cookie_parts("") is None

# query: Parse a Content-Type header value into (media type lowercased, dict of parameters): parameters are
# ";"-separated "name=value" pairs with names lowercased and values trimmed, a double-quoted value loses its quotes and
# has \" unescaped, and pieces without "=" or a name are skipped; return None unless the media type is "type/subtype"
# with both parts non-empty and no spaces.
def content_type_parts(value):
    pieces = value.split(";")
    media = pieces[0].strip().lower()
    kind, slash, sub = media.partition("/")
    if not slash or not kind or not sub or " " in media:
        return None
    params = {}
    for piece in pieces[1:]:
        name, eq, val = piece.partition("=")
        name = name.strip().lower()
        val = val.strip()
        if not eq or not name:
            continue
        if len(val) >= 2 and val[0] == '"' and val[-1] == '"':
            val = val[1:-1].replace('\\"', '"')
        params[name] = val
    return (media, params)

# tests
assert content_type_parts("text/html; charset=UTF-8") == ("text/html", {"charset": "UTF-8"})
assert content_type_parts("Application/JSON") == ("application/json", {})
assert content_type_parts('multipart/form-data; boundary="abc def"') == ("multipart/form-data", {"boundary": "abc def"})
assert content_type_parts("text") is None
assert content_type_parts("/plain") is None
assert content_type_parts("text/") is None
assert content_type_parts("text /plain") is None
assert content_type_parts("text/plain; Format=Flowed; junk; =x") == ("text/plain", {"format": "Flowed"})
assert content_type_parts('a/b; q="say \\"hi\\""') == ("a/b", {"q": 'say "hi"'})
assert content_type_parts('a/b; x=""; y="abc; z=abc"; w="') == ("a/b", {"x": "", "y": '"abc', "z": 'abc"', "w": '"'})

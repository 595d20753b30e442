# query: Parse an HTTP Link header such as '<https://api.x/items?page=2>; rel="next", <https://api.x/items?page=9>;
# rel="last"' into a dict from each relation name (lowercased; a quoted rel may list several separated by spaces) to
# its URL, keeping the first URL seen for a relation and ignoring other parameters and links without rel.
def link_header_rels(header):
    rels = {}
    i = 0
    n = len(header)
    while i < n:
        start = header.find("<", i)
        if start == -1:
            break
        end = header.find(">", start)
        if end == -1:
            break
        url = header[start + 1:end]
        nxt = header.find("<", end)
        params = header[end + 1:nxt if nxt != -1 else n]
        for param in params.split(";"):
            key, eq, value = param.strip().rstrip(",").partition("=")
            if eq and key.strip().lower() == "rel":
                for rel in value.strip().strip('"').split():
                    rels.setdefault(rel.lower(), url)
        i = end + 1
    return rels

# tests
assert link_header_rels('<https://api.x/items?page=2>; rel="next", <https://api.x/items?page=9>; rel="last"') == {"next": "https://api.x/items?page=2", "last": "https://api.x/items?page=9"}
assert link_header_rels("") == {}
assert link_header_rels("<a>; rel=next") == {"next": "a"}
assert link_header_rels('<a>; title="x"; REL="Prev First"') == {"prev": "a", "first": "a"}
assert link_header_rels('<a>; rel="next", <b>; rel="next"') == {"next": "a"}
assert link_header_rels('<a>; type="text/html", <b>; rel=up') == {"up": "b"}
assert link_header_rels('<a,b;c>; rel="alt"') == {"alt": "a,b;c"}
assert link_header_rels('<a>; rel="x",<b>;rel="y", <c>; rel=z') == {"x": "a", "y": "b", "z": "c"}
assert link_header_rels('<a; rel="z"') == {}
assert link_header_rels('<a>; rel=""; relation=q') == {}

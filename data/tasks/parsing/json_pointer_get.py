# query: Resolve an RFC 6901 JSON Pointer such as "/a/0/b~1c" against nested dicts and lists: "" is the whole document,
# each "/"-separated token has "~1" decoded to "/" and then "~0" to "~", dict tokens are keys, and list tokens must be
# "0" or digits without a leading zero inside the list's length; return None for a missing path or a pointer not
# starting with "/".
def json_pointer_get(doc, pointer):
    if pointer == "":
        return doc
    if not pointer.startswith("/"):
        return None
    current = doc
    for token in pointer[1:].split("/"):
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(current, dict):
            if token not in current:
                return None
            current = current[token]
        elif isinstance(current, list):
            if not token.isdigit() or (len(token) > 1 and token[0] == "0"):
                return None
            index = int(token)
            if index >= len(current):
                return None
            current = current[index]
        else:
            return None
    return current

# setup
DOC = {"foo": ["bar", "baz"], "": 0, "a/b": 1, "m~n": 8, "~1": 5, "k": {"x": [10, {"y": 2}]}}

# tests
assert json_pointer_get({"a": 1}, "") == {"a": 1}
assert json_pointer_get(DOC, "/foo") == ["bar", "baz"]
assert json_pointer_get(DOC, "/foo/1") == "baz"
assert json_pointer_get(DOC, "/foo/2") is None
assert json_pointer_get(DOC, "/foo/01") is None
assert json_pointer_get(DOC, "/") == 0
assert [json_pointer_get(DOC, p) for p in ("/a~1b", "/m~0n", "/~01")] == [1, 8, 5]
assert json_pointer_get(DOC, "/k/x/1/y") == 2
assert [json_pointer_get([[7]], "/0/0"), json_pointer_get(list(range(12)), "/10")] == [7, 10]
assert [json_pointer_get(DOC, p) for p in ("xfoo", "/foo/-1", "/k/x/0/z", "/nope", "/k/x/")] == [None] * 5

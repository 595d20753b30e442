# query: Parse an HTTP/1.x request line "METHOD target HTTP/x.y" (single spaces) into (method, path, query, version
# "x.y"): the method is upper-case letters, the target starts with "/" or is "*" and splits at its first "?" into path
# and query, and the version is "HTTP/" plus digit, ".", digit; return None otherwise.
def http_request_line(line):
    parts = line.split(" ")
    if len(parts) != 3:
        return None
    method, target, version = parts
    if not method.isalpha() or not method.isupper():
        return None
    if not (target.startswith("/") or target == "*"):
        return None
    if len(version) != 8 or not version.startswith("HTTP/") or not version[5].isdigit() or version[6] != "." or not version[7].isdigit():
        return None
    path, _, query = target.partition("?")
    return (method, path, query, version[5:])

# tests
assert http_request_line("GET /path?x=1 HTTP/1.1") == ("GET", "/path", "x=1", "1.1")
assert http_request_line("OPTIONS * HTTP/1.0") == ("OPTIONS", "*", "", "1.0")
assert http_request_line("POST /a?b?c HTTP/2.0") == ("POST", "/a", "b?c", "2.0")
assert http_request_line("DELETE /items/7? HTTP/1.1") == ("DELETE", "/items/7", "", "1.1")
assert http_request_line("get / HTTP/1.1") is None
assert http_request_line("GET path HTTP/1.1") is None
assert http_request_line("GET / HTTP/1.10") is None
assert http_request_line("GET  / HTTP/1.1") is None
assert [http_request_line(l) for l in ("GET / HTTPS/1.", "GET / HTTP/1-1", "GET / HTTP/a.1", "GET / HTTP/1.x", "G3T / HTTP/1.1", "GET /")] == [None] * 6
assert http_request_line("GET ** HTTP/1.1") is None

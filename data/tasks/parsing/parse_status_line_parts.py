# query: Parse an HTTP status line such as "HTTP/1.1 404 Not Found" into (version, code, reason) where version is the
# text after "HTTP/", code is an int from 100 to 599 and reason may be empty or contain spaces; return None otherwise.
def parse_status_line_parts(line):
    if not line.startswith("HTTP/"):
        return None
    head, sep, rest = line.partition(" ")
    if not sep:
        return None
    version = head[5:]
    if not version:
        return None
    code_text, _, reason = rest.partition(" ")
    if len(code_text) != 3 or not code_text.isdigit():
        return None
    code = int(code_text)
    if code < 100 or code > 599:
        return None
    return (version, code, reason)

# tests
assert parse_status_line_parts("HTTP/1.1 404 Not Found") == ('1.1', 404, 'Not Found')
assert parse_status_line_parts("HTTP/2 0200 OK") == None
assert parse_status_line_parts("HTTP/1.0 204") == ('1.0', 204, '')
assert parse_status_line_parts("HTTP/1.1 099 Low") == None
assert parse_status_line_parts("HTTP/1.1 600 High") == None
assert parse_status_line_parts("HTTP/1.1 599 Edge") == ('1.1', 599, 'Edge')
assert parse_status_line_parts("HTTP/1.1 100 Continue") == ('1.1', 100, 'Continue')
assert parse_status_line_parts("HTTPS/1.1 200 OK") == None
assert parse_status_line_parts("HTTP/ 200 OK") == None
assert parse_status_line_parts("HTTP/1.1 20x OK") == None

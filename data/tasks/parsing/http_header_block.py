# query: Parse an HTTP header block ("\r\n" or "\n" line ends) into a dict keyed by lowercased header name, up to the
# first empty line: values are trimmed, repeated headers are joined with ", ", a line starting with a space or tab
# continues the previous header's value after one space, and lines without ":" or with an empty name are ignored
# (a continuation after such a line too).
def http_header_block(text):
    headers = {}
    last = None
    for line in text.replace("\r\n", "\n").split("\n"):
        if line == "":
            break
        if line[0] in " \t":
            if last is not None:
                headers[last] += " " + line.strip()
            continue
        name, sep, value = line.partition(":")
        name = name.strip().lower()
        if not sep or not name:
            last = None
            continue
        value = value.strip()
        if name in headers:
            headers[name] += ", " + value
        else:
            headers[name] = value
        last = name
    return headers

# tests
assert http_header_block("") == {}
assert http_header_block("Host: example.com") == {"host": "example.com"}
assert http_header_block("Host: a\r\nAccept: */*\r\n\r\nBody: no") == {"host": "a", "accept": "*/*"}
assert http_header_block("X-A: 1\nx-a: 2") == {"x-a": "1, 2"}
assert http_header_block("Subject: hello\n  world\n\tagain") == {"subject": "hello world again"}
assert http_header_block("  orphan\nA: b") == {"a": "b"}
assert http_header_block("A: 1\nbad line\n  cont\nC: d") == {"a": "1", "c": "d"}
assert http_header_block("Empty:\nTime: 10:30") == {"empty": "", "time": "10:30"}
assert http_header_block(": novalue\nK:v") == {"k": "v"}

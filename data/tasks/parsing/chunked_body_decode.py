# query: Decode an HTTP/1.1 chunked transfer-encoded body: each chunk is a hex size (in any case, optionally followed
# by ";extensions"), CRLF, that many characters and CRLF, ending with a zero-size chunk followed by a single CRLF;
# return the joined data, or None if anything is malformed or left over.
def chunked_body_decode(data):
    body = []
    i = 0
    while True:
        eol = data.find("\r\n", i)
        if eol == -1:
            return None
        size_text = data[i:eol].split(";", 1)[0].strip()
        if not size_text or any(c not in "0123456789abcdefABCDEF" for c in size_text):
            return None
        size = int(size_text, 16)
        i = eol + 2
        if size == 0:
            return "".join(body) if data[i:] == "\r\n" else None
        if data[i + size:i + size + 2] != "\r\n":
            return None
        body.append(data[i:i + size])
        i += size + 2

# tests
assert chunked_body_decode("4\r\nWiki\r\n5\r\npedia\r\n0\r\n\r\n") == "Wikipedia"
assert chunked_body_decode("0\r\n\r\n") == ""
assert chunked_body_decode("A\r\n0123456789\r\n0\r\n\r\n") == "0123456789"
assert chunked_body_decode("a;name=x\r\n0123456789\r\n0\r\n\r\n") == "0123456789"
assert chunked_body_decode("1\r\n\n\r\n2\r\n\r\n\r\n0\r\n\r\n") == "\n\r\n"
assert chunked_body_decode("10\r\n" + "x" * 16 + "\r\n0\r\n\r\n") == "x" * 16
assert chunked_body_decode("4\r\nWik\r\n0\r\n\r\n") is None
assert chunked_body_decode("4\r\nWikip\r\n0\r\n\r\n") is None
assert [chunked_body_decode(d) for d in ("4\r\nWiki\r\n", "4\r\nWiki\r\n0\r\n", "g\r\nx\r\n0\r\n\r\n", "\r\n", "0\r\n\r\nextra", "")] == [None] * 6

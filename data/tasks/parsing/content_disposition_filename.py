# query: Get the file name from a Content-Disposition header value such as 'attachment; filename="a b.txt"': an
# RFC 5987 "filename*=charset'lang'percent-encoded" parameter (charset UTF-8 or ISO-8859-1, any case) is preferred
# over "filename", whose double-quoted value is unquoted with \" unescaped; return None if there is no usable
# file name or the disposition type is missing.
from urllib.parse import unquote
def content_disposition_filename(value):
    parts = value.split(";")
    if not parts[0].strip() or "=" in parts[0]:
        return None
    plain = extended = None
    for part in parts[1:]:
        key, _, val = part.strip().partition("=")
        key = key.strip().lower()
        val = val.strip()
        if key == "filename*":
            charset, q1, rest = val.partition("'")
            _, q2, encoded = rest.partition("'")
            if q1 and q2 and charset.lower() in ("utf-8", "iso-8859-1"):
                extended = unquote(encoded, encoding=charset.lower())
        elif key == "filename":
            if len(val) >= 2 and val[0] == val[-1] == '"':
                val = val[1:-1].replace('\\"', '"')
            plain = val
    return extended if extended is not None else plain

# tests
assert content_disposition_filename('attachment; filename="a b.txt"') == "a b.txt"
assert content_disposition_filename("inline; filename=report.pdf") == "report.pdf"
assert content_disposition_filename("attachment; filename*=UTF-8''%E2%82%AC%20rates.txt; filename=\"EUR rates.txt\"") == "€ rates.txt"
assert content_disposition_filename("attachment; filename=x.txt; FILENAME*=iso-8859-1'en'%A3.txt") == "£.txt"
assert content_disposition_filename("attachment; filename*=KOI8-R''%C1.txt; filename=fallback.txt") == "fallback.txt"
assert content_disposition_filename("attachment; filename*=UTF-8'%E2.txt; filename=f.txt") == "f.txt"
assert content_disposition_filename('attachment; filename="say \\"hi\\".txt"') == 'say "hi".txt'
assert [content_disposition_filename(v) for v in ('a; filename="', 'a; filename="x', 'a; filename=""', "attachment")] == ['"', '"x', "", None]
assert content_disposition_filename("attachment; size=10") is None
assert [content_disposition_filename(v) for v in ("filename=a.txt; filename=b.txt", "; filename=a.txt", "")] == [None] * 3

# query: Extract the visible text of an HTML fragment: every tag "<...>" counts as a space, the contents of script and
# style elements (tag names in any case) are dropped, an unclosed "<" or element ends the text, and whitespace runs
# are collapsed to single spaces with the ends trimmed; entities are left as they are.
def strip_html_tags(html):
    lower = html.lower()
    out = []
    i = 0
    while i < len(html):
        if html[i] != "<":
            out.append(html[i])
            i += 1
            continue
        end = html.find(">", i)
        if end == -1:
            break
        parts = lower[i + 1:end].split()
        name = parts[0] if parts else ""
        i = end + 1
        if name in ("script", "style"):
            close = lower.find("</" + name, i)
            stop = lower.find(">", close) if close != -1 else -1
            if stop == -1:
                break
            i = stop + 1
        out.append(" ")
    return " ".join("".join(out).split())

# tests
assert strip_html_tags("<p>Hello <b>world</b></p>") == "Hello world"
assert strip_html_tags("") == ""
assert strip_html_tags("plain  text\n here") == "plain text here"
assert strip_html_tags("<p>a</p><p>b</p>") == "a b"
assert strip_html_tags("x<script>var a = '<b>';</script>y<script>2</script>z") == "x y z"
assert strip_html_tags("<STYLE>p{}</STYLE>ok") == "ok"
assert strip_html_tags("a < b") == "a"
assert strip_html_tags("<script>never closed") == ""
assert strip_html_tags("<br/>line &amp; more") == "line &amp; more"
assert strip_html_tags("<>empty<script type='x'>z</script >!") == "empty !"

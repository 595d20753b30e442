# query: Turn Markdown links into plain text: "[text](url)" becomes "text (url)", or just the url when the text equals
# it, and an image "![alt](src)" becomes its alt text; brackets that do not form a link are left unchanged.
def markdown_links_to_plain(text):
    out = []
    i = 0
    n = len(text)
    while i < n:
        image = text[i] == "!" and i + 1 < n and text[i + 1] == "["
        start = i + 1 if image else i
        if text[start] == "[":
            close = text.find("]", start)
            if close != -1 and close + 1 < n and text[close + 1] == "(":
                end = text.find(")", close)
                if end != -1:
                    label = text[start + 1:close]
                    url = text[close + 2:end]
                    if image:
                        out.append(label)
                    elif label == url:
                        out.append(url)
                    else:
                        out.append(label + " (" + url + ")")
                    i = end + 1
                    continue
        out.append(text[i])
        i += 1
    return "".join(out)

# tests
assert markdown_links_to_plain("See [docs](http://x.io).") == "See docs (http://x.io)."
assert markdown_links_to_plain("") == ""
assert markdown_links_to_plain("![logo](a.png) hi") == "logo hi"
assert markdown_links_to_plain("[http://a.b](http://a.b)") == "http://a.b"
assert markdown_links_to_plain("[no link] here") == "[no link] here"
assert markdown_links_to_plain("[a](b") == "[a](b"
assert markdown_links_to_plain("x [a] (b)") == "x [a] (b)"
assert markdown_links_to_plain("[a](1) and [b](2)") == "a (1) and b (2)"
assert markdown_links_to_plain("(wow [x)!") == "(wow [x)!"
assert markdown_links_to_plain("tail [x]") == "tail [x]"

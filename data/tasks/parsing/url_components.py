# query: Split an absolute URL "scheme://[user@]host[:port][/path][?query][#fragment]" into (scheme lowercased, host
# lowercased, port, path, query): the port defaults to 80 for http, 443 for https and 21 for ftp (else None), the path
# to "/", the query to "", and the fragment is dropped; return None without "://", with a non-alphabetic scheme, an
# empty host or a port that is not a number up to 65535.
def url_components(url):
    scheme, sep, rest = url.partition("://")
    if not sep or not scheme.isalpha():
        return None
    scheme = scheme.lower()
    rest = rest.split("#", 1)[0]
    rest, _, query = rest.partition("?")
    authority, slash, path = rest.partition("/")
    path = "/" + path if slash else "/"
    host = authority.rpartition("@")[2]
    host, colon, port_text = host.partition(":")
    if not host:
        return None
    if colon:
        if not port_text.isdigit() or int(port_text) > 65535:
            return None
        port = int(port_text)
    else:
        port = {"http": 80, "https": 443, "ftp": 21}.get(scheme)
    return (scheme, host.lower(), port, path, query)

# tests
assert url_components("https://Example.com/a/b?x=1#top") == ("https", "example.com", 443, "/a/b", "x=1")
assert url_components("http://h") == ("http", "h", 80, "/", "")
assert url_components("HTTP://user:pw@h:8080/p") == ("http", "h", 8080, "/p", "")
assert url_components("ftp://files.x/dir/") == ("ftp", "files.x", 21, "/dir/", "")
assert url_components("svn://repo:65535/x") == ("svn", "repo", 65535, "/x", "")
assert url_components("redis://cache") == ("redis", "cache", None, "/", "")
assert url_components("http://h?q=1/2") == ("http", "h", 80, "/", "q=1/2")
assert url_components("http://h:65536/") is None
assert url_components("http://h:/") is None
assert [url_components(u) for u in ("http:///path", "mailto:x@y", "h2c://x")] == [None, None, None]

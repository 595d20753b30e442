# query: Expand shell-style brace alternatives: each "{...}" containing at least one comma and no other "{" is replaced
# by each comma-separated option in turn, producing every combination in left-to-right order; other braces are
# literal text, and a pattern without groups gives a one-element list.
def expand_brace_alternatives(pattern):
    results = [""]
    i = 0
    n = len(pattern)
    while i < n:
        if pattern[i] == "{":
            close = pattern.find("}", i)
            body = pattern[i + 1:close] if close != -1 else ""
            if close != -1 and "," in body and "{" not in body:
                options = body.split(",")
                results = [r + o for r in results for o in options]
                i = close + 1
                continue
        results = [r + pattern[i] for r in results]
        i += 1
    return results

# tests
assert expand_brace_alternatives("a{b,c}d") == ["abd", "acd"]
assert expand_brace_alternatives("") == [""]
assert expand_brace_alternatives("plain") == ["plain"]
assert expand_brace_alternatives("{x,y}{1,2}") == ["x1", "x2", "y1", "y2"]
assert expand_brace_alternatives("{a}") == ["{a}"]
assert expand_brace_alternatives("file.{jpg,png,}") == ["file.jpg", "file.png", "file."]
assert expand_brace_alternatives("{a,b") == ["{a,b"]
assert expand_brace_alternatives("{{a,b}") == ["{a", "{b"]
assert expand_brace_alternatives("x}{y,z}") == ["x}y", "x}z"]

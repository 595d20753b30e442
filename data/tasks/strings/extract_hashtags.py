# query: Extract the hashtags of a post: a "#" at the start or right after whitespace, followed by a run of letters,
# digits and underscores that contains at least one letter; return the tags lowercased without "#", each once, in
# order of first appearance.
def extract_hashtags(text):
    tags = []
    i = 0
    n = len(text)
    while i < n:
        if text[i] == "#" and (i == 0 or text[i - 1].isspace()):
            j = i + 1
            while j < n and (text[j].isalnum() or text[j] == "_"):
                j += 1
            tag = text[i + 1:j].lower()
            if any(c.isalpha() for c in tag) and tag not in tags:
                tags.append(tag)
            i = j
        else:
            i += 1
    return tags

# tests
assert extract_hashtags("") == []
assert extract_hashtags("#Python is #fun") == ["python", "fun"]
assert extract_hashtags("a#b #c") == ["c"]
assert extract_hashtags("#123 #a1 #_x") == ["a1", "_x"]
assert extract_hashtags("#Tag #tag #TAG") == ["tag"]
assert extract_hashtags("# space") == []
assert extract_hashtags("#end.") == ["end"]
assert extract_hashtags("##double") == []
assert extract_hashtags("x\n#new_line") == ["new_line"]
assert extract_hashtags("#a-b") == ["a"]

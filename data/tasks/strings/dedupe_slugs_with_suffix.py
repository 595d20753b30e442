# query: Give each title in a list a unique URL slug: lowercase it and join its runs of ASCII letters and digits with
# hyphens (a title with none becomes "untitled"); when a slug is already taken, append "-2", "-3", ... choosing the
# first suffix that is still free.
def dedupe_slugs_with_suffix(titles):
    used = set()
    out = []
    for title in titles:
        words = []
        word = ""
        for ch in title.lower():
            if ch.isascii() and ch.isalnum():
                word += ch
            elif word:
                words.append(word)
                word = ""
        if word:
            words.append(word)
        base = "-".join(words) or "untitled"
        slug = base
        k = 2
        while slug in used:
            slug = base + "-" + str(k)
            k += 1
        used.add(slug)
        out.append(slug)
    return out

# tests
assert dedupe_slugs_with_suffix([]) == []
assert dedupe_slugs_with_suffix(["Hello World"]) == ["hello-world"]
assert dedupe_slugs_with_suffix(["A", "a", "A!"]) == ["a", "a-2", "a-3"]
assert dedupe_slugs_with_suffix(["x", "x", "x-2"]) == ["x", "x-2", "x-2-2"]
assert dedupe_slugs_with_suffix(["!!", "??"]) == ["untitled", "untitled-2"]
assert dedupe_slugs_with_suffix(["Post 1", "post-1", "Post 2"]) == ["post-1", "post-1-2", "post-2"]
assert dedupe_slugs_with_suffix(["Café"]) == ["caf"]
assert dedupe_slugs_with_suffix(["a b", "a-b", "a_b", "ab"]) == ["a-b", "a-b-2", "a-b-3", "ab"]

# query: Turn a title into a URL slug: lowercase it, replace every run of characters that are not ASCII letters or
# digits by a single hyphen, and drop hyphens at both ends (so "  Hello, World! " gives "hello-world" and "!!!" gives
# "").
def slugify_title(title):
    out = []
    pending = False
    for ch in title.lower():
        if ("a" <= ch <= "z") or ("0" <= ch <= "9"):
            if pending and out:
                out.append("-")
            out.append(ch)
            pending = False
        else:
            pending = True
    return "".join(out)

# tests
assert slugify_title("Hello, World!") == "hello-world"
assert slugify_title("") == ""
assert slugify_title("!!!") == ""
assert slugify_title("  Hello, World! ") == "hello-world"
assert slugify_title("C++ 2024 Guide") == "c-2024-guide"
assert slugify_title("already-slug") == "already-slug"
assert slugify_title("Café au lait") == "caf-au-lait"
assert slugify_title("a") == "a"
assert slugify_title("Zz9 -- 0Aa") == "zz9-0aa"

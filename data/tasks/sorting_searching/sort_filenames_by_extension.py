# query: Sort file names by extension (the text after the last ".", case-insensitive; names with no dot or whose only
# dot is the first character have no extension and come first), then by the whole name case-insensitively, then by
# the exact name.
def sort_filenames_by_extension(names):
    def key(name):
        dot = name.rfind(".")
        ext = name[dot + 1:].lower() if dot > 0 else ""
        return (ext, name.lower(), name)
    return sorted(names, key=key)

# tests
assert sort_filenames_by_extension([]) == []
assert sort_filenames_by_extension(["a.b.z", "c.m"]) == ['c.m', 'a.b.z']
assert sort_filenames_by_extension(["g.aa", "f.a_b"]) == ['f.a_b', 'g.aa']
assert sort_filenames_by_extension(["ba.txt", "b_x.txt"]) == ['b_x.txt', 'ba.txt']
assert sort_filenames_by_extension(["z.TXT", "a.md", "m.txt"]) == ['a.md', 'm.txt', 'z.TXT']
assert sort_filenames_by_extension([".bashrc", "README", "a.c"]) == ['.bashrc', 'README', 'a.c']
assert sort_filenames_by_extension(["x.tar.gz", "y.zip", "w.gz"]) == ['w.gz', 'x.tar.gz', 'y.zip']
assert sort_filenames_by_extension(["B.txt", "a.txt", "b.txt"]) == ['a.txt', 'B.txt', 'b.txt']
assert sort_filenames_by_extension(["notes.", "data.csv"]) == ['notes.', 'data.csv']
assert sort_filenames_by_extension(["b.ab", "a.b"]) == ['b.ab', 'a.b']

# query: Pick a file name that does not clash (case-insensitively) with existing names: the name itself if free, else
# "stem (1).ext", "stem (2).ext", ... with the lowest free number, where ext starts at the last "." unless that dot is
# the first character (".bashrc" has no extension).
def next_free_filename(name, existing):
    taken = {e.lower() for e in existing}
    if name.lower() not in taken:
        return name
    dot = name.rfind(".")
    if dot <= 0:
        stem, ext = name, ""
    else:
        stem, ext = name[:dot], name[dot:]
    k = 1
    while True:
        candidate = stem + " (" + str(k) + ")" + ext
        if candidate.lower() not in taken:
            return candidate
        k += 1

# tests
assert next_free_filename("a.txt", []) == "a.txt"
assert next_free_filename("a.txt", ["a.txt"]) == "a (1).txt"
assert next_free_filename("a.txt", ["A.TXT", "a (1).txt"]) == "a (2).txt"
assert next_free_filename("README", ["readme"]) == "README (1)"
assert next_free_filename(".bashrc", [".bashrc"]) == ".bashrc (1)"
assert next_free_filename("x.tar.gz", ["x.tar.gz"]) == "x.tar (1).gz"
assert next_free_filename("b.txt", ["a.txt"]) == "b.txt"
assert next_free_filename("n.", ["n."]) == "n (1)."
assert next_free_filename("a.txt", ["a.txt", "a (2).txt"]) == "a (1).txt"

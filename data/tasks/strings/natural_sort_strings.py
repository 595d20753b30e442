# query: Sort strings in natural order: each string is compared as a sequence of digit runs (compared by numeric value)
# and non-digit runs (compared by their lowercase form), a number sorting before text at the same position, and strings
# that compare equal keep their input order ("file2" comes before "file10").
def natural_sort_strings(items):
    def key(s):
        parts = []
        i = 0
        while i < len(s):
            j = i
            if s[i].isdigit():
                while j < len(s) and s[j].isdigit():
                    j += 1
                parts.append((0, int(s[i:j]), ""))
            else:
                while j < len(s) and not s[j].isdigit():
                    j += 1
                parts.append((1, 0, s[i:j].lower()))
            i = j
        return parts
    return sorted(items, key=key)

# tests
assert natural_sort_strings(["file10", "file2", "file1"]) == ["file1", "file2", "file10"]
assert natural_sort_strings([]) == []
assert natural_sort_strings(["b", "A", "a"]) == ["A", "a", "b"]
assert natural_sort_strings(["x2y10", "x2y9", "x10y1"]) == ["x2y9", "x2y10", "x10y1"]
assert natural_sort_strings(["v1.10", "v1.9", "v1.2"]) == ["v1.2", "v1.9", "v1.10"]
assert natural_sort_strings(["10", "9", "1a"]) == ["1a", "9", "10"]
assert natural_sort_strings(["img007", "img7", "img06"]) == ["img06", "img007", "img7"]
assert natural_sort_strings(["a", "1"]) == ["1", "a"]
assert natural_sort_strings(["Item 20", "item 3"]) == ["item 3", "Item 20"]
assert natural_sort_strings(["ab", "a_"]) == ["a_", "ab"]

# query: Sort strings in natural order, where runs of digits compare by numeric value and the text between them
# compares case-insensitively (so "file2" comes before "file10"); strings that still tie are ordered by plain string
# comparison.
import re
def natural_sort_strings(names):
    def key(s):
        parts = re.split(r"(\d+)", s)
        return [int(p) if i % 2 else p.lower() for i, p in enumerate(parts)]
    return sorted(names, key=lambda s: (key(s), s))

# tests
assert natural_sort_strings([]) == []
assert natural_sort_strings(["file10", "file2", "file1"]) == ['file1', 'file2', 'file10']
assert natural_sort_strings(["b", "A", "a", "B"]) == ['A', 'a', 'B', 'b']
assert natural_sort_strings(["img12.png", "img10.png", "IMG2.png", "img1.png"]) == ['img1.png', 'IMG2.png', 'img10.png', 'img12.png']
assert natural_sort_strings(["a01", "a1", "a001"]) == ['a001', 'a01', 'a1']
assert natural_sort_strings(["x9y10", "x9y2", "x10y1"]) == ['x9y2', 'x9y10', 'x10y1']
assert natural_sort_strings(["10", "9", "1a", "1"]) == ['1', '1a', '9', '10']
assert natural_sort_strings(["v1.10", "v1.9", "v1.2.3"]) == ['v1.2.3', 'v1.9', 'v1.10']
assert natural_sort_strings(["Z2", "z10", "z1"]) == ['z1', 'Z2', 'z10']
assert natural_sort_strings(["fileA", "file_b"]) == ['file_b', 'fileA']

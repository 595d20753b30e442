# query: Compare two dotted numeric version strings such as "1.10.0" and "1.9"; return -1, 0 or 1 as the first is
# lower, equal or higher, treating missing trailing parts as zero (so "1.0" equals "1").
def compare_dotted_versions(a, b):
    left = [int(p) for p in a.split(".")]
    right = [int(p) for p in b.split(".")]
    size = max(len(left), len(right))
    for i in range(size):
        x = left[i] if i < len(left) else 0
        y = right[i] if i < len(right) else 0
        if x < y:
            return -1
        if x > y:
            return 1
    return 0

# tests
assert compare_dotted_versions("1.0", "1") == 0
assert compare_dotted_versions("1.10.0", "1.9") == 1
assert compare_dotted_versions("1.9", "1.10.0") == -1
assert compare_dotted_versions("2", "10") == -1
assert compare_dotted_versions("1.0.0.1", "1") == 1
assert compare_dotted_versions("1", "1.0.0.1") == -1
assert compare_dotted_versions("3.04", "3.4") == 0
assert compare_dotted_versions("0.1", "0.0.9") == 1
assert compare_dotted_versions("1", "1.0") == 0

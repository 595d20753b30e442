# query: Remove duplicate labels from a list, comparing them after trimming surrounding whitespace and case-folding;
# keep the first occurrence in its trimmed form, preserve order, and drop labels that are blank after trimming.
def unique_labels_casefold(labels):
    seen = set()
    out = []
    for raw in labels:
        label = raw.strip()
        if not label:
            continue
        key = label.casefold()
        if key in seen:
            continue
        seen.add(key)
        out.append(label)
    return out

# tests
assert unique_labels_casefold([]) == []
assert unique_labels_casefold(["a", " A ", "b"]) == ["a", "b"]
assert unique_labels_casefold(["Straße", "STRASSE"]) == ["Straße"]
assert unique_labels_casefold(["  ", ""]) == []
assert unique_labels_casefold(["B", "a", "b", "A"]) == ["B", "a"]
assert unique_labels_casefold(["x y", "x  y"]) == ["x y", "x  y"]
assert unique_labels_casefold([" Hi "]) == ["Hi"]
assert unique_labels_casefold(["", "z", " ", "Z"]) == ["z"]

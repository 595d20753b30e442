# query: Given (group, name, score) rows, return a dict mapping each group to the names of its top n rows, ordered by
# score descending and then name ascending.
def top_n_per_group(rows, n):
    groups = {}
    for group, name, score in rows:
        groups.setdefault(group, []).append((-score, name))
    out = {}
    for group, items in groups.items():
        items.sort()
        out[group] = [name for _, name in items[:n]]
    return out

# tests
assert top_n_per_group([], 2) == {}
assert top_n_per_group([("a", "x", 1)], 0) == {'a': []}
assert top_n_per_group([("a", "x", 1), ("a", "y", 3), ("a", "z", 2)], 2) == {'a': ['y', 'z']}
assert top_n_per_group([("a", "x", 1), ("b", "y", 3), ("a", "z", 2)], 1) == {'a': ['z'], 'b': ['y']}
assert top_n_per_group([("g", "bob", 5), ("g", "amy", 5), ("g", "cat", 7)], 2) == {'g': ['cat', 'amy']}
assert top_n_per_group([("g", "p", -1), ("g", "q", -2)], 5) == {'g': ['p', 'q']}
assert top_n_per_group([("t", "m", 10), ("u", "n", 4), ("t", "o", 10), ("u", "p", 8)], 1) == {'t': ['m'], 'u': ['p']}
assert top_n_per_group([("k", "a", 0), ("k", "b", 1), ("k", "c", 2)], 3) == {'k': ['c', 'b', 'a']}

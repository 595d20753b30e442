# query: Invert a dependency dict (package -> list of packages it depends on) into a dict mapping every package that
# appears anywhere to the sorted list of packages that depend on it directly (an empty list if none), ignoring repeated
# entries.
def reverse_dependency_map(deps):
    out = {}
    for pkg, reqs in deps.items():
        out.setdefault(pkg, set())
        for r in reqs:
            out.setdefault(r, set()).add(pkg)
    return {k: sorted(v) for k, v in out.items()}

# tests
assert reverse_dependency_map({}) == {}
assert reverse_dependency_map({"a": []}) == {"a": []}
assert reverse_dependency_map({"app": ["lib"]}) == {"app": [], "lib": ["app"]}
assert reverse_dependency_map({"b": ["x"], "a": ["x"]}) == {"a": [], "b": [], "x": ["a", "b"]}
assert reverse_dependency_map({"a": ["b", "b"]}) == {"a": [], "b": ["a"]}
assert reverse_dependency_map({"a": ["b"], "b": ["c"], "c": []}) == {"a": [], "b": ["a"], "c": ["b"]}
assert reverse_dependency_map({"a": ["a"]}) == {"a": ["a"]}
assert reverse_dependency_map({"web": ["http", "json"], "cli": ["json"], "http": ["socket"]}) == {"web": [], "http": ["web"], "json": ["cli", "web"], "cli": [], "socket": ["http"]}

# query: Given a dependency dict (module -> list of modules it depends on) and a collection of changed modules, return
# the sorted list of modules that must be rebuilt: the changed ones plus every module that depends on one of them
# directly or transitively.
def affected_by_change(deps, changed):
    dependents = {}
    for mod, reqs in deps.items():
        for r in reqs:
            dependents.setdefault(r, []).append(mod)
    seen = set(changed)
    stack = list(changed)
    while stack:
        m = stack.pop()
        for d in dependents.get(m, ()):
            if d not in seen:
                seen.add(d)
                stack.append(d)
    return sorted(seen)

# tests
assert affected_by_change({}, []) == []
assert affected_by_change({}, ["x"]) == ["x"]
assert affected_by_change({"app": ["lib"]}, ["app"]) == ["app"]
assert affected_by_change({"app": ["lib"]}, ["lib"]) == ["app", "lib"]
assert affected_by_change({"app": ["lib"], "lib": ["core"], "cli": ["core"]}, ["core"]) == ["app", "cli", "core", "lib"]
assert affected_by_change({"app": ["lib"], "lib": ["core"], "cli": ["core"]}, ["lib"]) == ["app", "lib"]
assert affected_by_change({"a": ["b"], "b": ["a"]}, ["a"]) == ["a", "b"]
assert affected_by_change({"a": ["b"], "c": ["d"]}, ["b", "d"]) == ["a", "b", "c", "d"]
assert affected_by_change({"t1": ["m"], "t2": ["n"], "m": ["u"], "n": []}, ["u"]) == ["m", "t1", "u"]

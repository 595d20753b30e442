# query: Group build targets into stages that can run in parallel: given a dict mapping each target to the targets it
# depends on (targets that only appear as dependencies count too), stage 0 holds targets with no dependencies and each
# later stage the targets whose dependencies all lie in earlier stages, each stage sorted; a dependency cycle gives
# None.
def build_order_stages(deps):
    nodes = set(deps)
    for reqs in deps.values():
        nodes.update(reqs)
    pending = {n: set(deps.get(n, ())) for n in nodes}
    done = set()
    stages = []
    while pending:
        ready = sorted(n for n, reqs in pending.items() if reqs <= done)
        if not ready:
            return None
        stages.append(ready)
        done.update(ready)
        for n in ready:
            del pending[n]
    return stages

# tests
assert build_order_stages({}) == []
assert build_order_stages({"app": []}) == [["app"]]
assert build_order_stages({"app": ["lib"]}) == [["lib"], ["app"]]
assert build_order_stages({"app": ["lib", "util"], "lib": ["util"]}) == [["util"], ["lib"], ["app"]]
assert build_order_stages({"a": ["c"], "b": ["c"], "d": ["a", "b"]}) == [["c"], ["a", "b"], ["d"]]
assert build_order_stages({"x": [], "y": [], "z": ["y"]}) == [["x", "y"], ["z"]]
assert build_order_stages({"a": ["b"], "b": ["a"]}) is None
assert build_order_stages({"a": ["a"]}) is None
assert build_order_stages({"a": ["b"], "b": ["c"], "c": ["b"], "d": []}) is None
assert build_order_stages({"t": ["m", "s"], "m": ["s"], "k": ["s"], "q": []}) == [["q", "s"], ["k", "m"], ["t"]]

# query: Return the order in which to install a target package and everything it needs, given a dict mapping packages
# to the list of packages they require: every package appears after all of its requirements, requirements are
# handled in the order listed, each package appears once, and only packages the target needs are included; a
# requirement cycle reachable from the target gives None.
def install_order_for_target(deps, target):
    order = []
    state = {}
    def visit(node):
        if state.get(node) == 2:
            return True
        if state.get(node) == 1:
            return False
        state[node] = 1
        for req in deps.get(node, ()):
            if not visit(req):
                return False
        state[node] = 2
        order.append(node)
        return True
    return order if visit(target) else None

# tests
assert install_order_for_target({}, "solo") == ["solo"]
assert install_order_for_target({"app": ["lib"]}, "app") == ["lib", "app"]
assert install_order_for_target({"app": ["lib"]}, "lib") == ["lib"]
assert install_order_for_target({"app": ["b", "a"], "a": [], "b": []}, "app") == ["b", "a", "app"]
assert install_order_for_target({"app": ["web", "db"], "web": ["http", "json"], "db": ["json"]}, "app") == ["http", "json", "web", "db", "app"]
assert install_order_for_target({"a": ["b"], "b": ["c"], "c": ["a"]}, "a") is None
assert install_order_for_target({"a": ["b"], "b": ["b"]}, "a") is None
assert install_order_for_target({"a": ["b"], "x": ["y"], "y": ["x"]}, "a") == ["b", "a"]
assert install_order_for_target({"a": ["b", "c"], "b": ["d"], "c": ["d"], "d": []}, "a") == ["d", "b", "c", "a"]

# query: Find a cycle in a directed graph given as an adjacency dict (nodes that only appear as neighbours have no
# outgoing edges): searching depth-first from nodes in sorted order and visiting neighbours in sorted order, return the
# first cycle found as a list of nodes starting and ending with the node it closes on (a self-loop a gives [a, a]); an
# acyclic graph gives [].
def dependency_cycle_path(graph):
    color = {}
    stack = []
    def dfs(u):
        color[u] = 1
        stack.append(u)
        for v in sorted(graph.get(u, ())):
            c = color.get(v, 0)
            if c == 1:
                return stack[stack.index(v):] + [v]
            if c == 0:
                found = dfs(v)
                if found:
                    return found
        stack.pop()
        color[u] = 2
        return None
    for node in sorted(graph):
        if color.get(node, 0) == 0:
            found = dfs(node)
            if found:
                return found
    return []

# tests
assert dependency_cycle_path({}) == []
assert dependency_cycle_path({"a": ["b"], "b": []}) == []
assert dependency_cycle_path({"a": ["a"]}) == ["a", "a"]
assert dependency_cycle_path({"a": ["b"], "b": ["a"]}) == ["a", "b", "a"]
assert dependency_cycle_path({"a": ["b"], "b": ["c"], "c": ["b"]}) == ["b", "c", "b"]
assert dependency_cycle_path({"a": ["c", "b"], "b": ["d"], "c": [], "d": ["b"]}) == ["b", "d", "b"]
assert dependency_cycle_path({"a": ["b", "c"], "b": ["d"], "c": ["d"], "d": []}) == []
assert dependency_cycle_path({"x": ["y"], "y": ["z"], "z": ["x", "w"]}) == ["x", "y", "z", "x"]
assert dependency_cycle_path({1: [2], 2: [3], 3: [4], 4: [2]}) == [2, 3, 4, 2]

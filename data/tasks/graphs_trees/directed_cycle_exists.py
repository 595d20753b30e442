# query: Decide whether a directed graph given as an adjacency dict contains a cycle (a self-loop counts), using
# depth-first search with white/grey/black colouring; nodes may appear only as neighbours.
def directed_cycle_exists(graph):
    state = {}
    def visit(node):
        state[node] = 1
        for nxt in graph.get(node, []):
            mark = state.get(nxt, 0)
            if mark == 1:
                return True
            if mark == 0 and visit(nxt):
                return True
        state[node] = 2
        return False
    for node in sorted(graph):
        if state.get(node, 0) == 0 and visit(node):
            return True
    return False

# tests
assert directed_cycle_exists({}) is False
assert directed_cycle_exists({1: [1]}) is True
assert directed_cycle_exists({1: [2], 2: [3]}) is False
assert directed_cycle_exists({1: [2], 2: [3], 3: [1]}) is True
assert directed_cycle_exists({1: [2, 3], 2: [4], 3: [4], 4: []}) is False
assert directed_cycle_exists({1: [2], 2: [], 3: [4], 4: [5], 5: [3]}) is True
assert directed_cycle_exists({0: [1], 1: [2], 2: [], 3: [1]}) is False
assert directed_cycle_exists({4: [3], 3: [2], 2: [4, 5]}) is True
assert directed_cycle_exists({1: [2, 2], 2: []}) is False

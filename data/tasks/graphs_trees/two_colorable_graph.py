# query: Decide whether an undirected graph, given as an adjacency dict with symmetric neighbour lists, can be coloured
# with two colours so that every edge joins different colours; all components are checked and a self-loop fails.
from collections import deque
def two_colorable_graph(graph):
    colour = {}
    for root in sorted(graph):
        if root in colour:
            continue
        colour[root] = 0
        queue = deque([root])
        while queue:
            node = queue.popleft()
            for nxt in graph.get(node, []):
                if nxt not in colour:
                    colour[nxt] = 1 - colour[node]
                    queue.append(nxt)
                elif colour[nxt] == colour[node]:
                    return False
    return True

# tests
assert two_colorable_graph({}) is True
assert two_colorable_graph({1: []}) is True
assert two_colorable_graph({1: [1]}) is False
assert two_colorable_graph({1: [2], 2: [1]}) is True
assert two_colorable_graph({1: [2, 3], 2: [1, 3], 3: [1, 2]}) is False
assert two_colorable_graph({0: [1, 3], 1: [0, 2], 2: [1, 3], 3: [0, 2]}) is True
assert two_colorable_graph({0: [1], 1: [0], 2: [3, 4], 3: [2, 4], 4: [2, 3]}) is False
assert two_colorable_graph({0: [1], 1: [0, 2], 2: [1, 3], 3: [2, 4], 4: [3]}) is True
assert two_colorable_graph({0: [1, 4], 1: [0, 2], 2: [1, 3], 3: [2, 4], 4: [3, 0]}) is False

# query: Return the sorted list of nodes (other than start) that can be reached from start in at most k edges of a
# directed graph given as an adjacency dict; k <= 0 gives [].
def nodes_within_k_hops(graph, start, k):
    seen = {start}
    frontier = [start]
    for _ in range(k):
        nxt_frontier = []
        for node in frontier:
            for nxt in graph.get(node, []):
                if nxt not in seen:
                    seen.add(nxt)
                    nxt_frontier.append(nxt)
        frontier = nxt_frontier
    return sorted(v for v in seen if v != start)

# tests
assert nodes_within_k_hops({1: [2]}, 1, 0) == []
assert nodes_within_k_hops({1: [2]}, 1, -1) == []
assert nodes_within_k_hops({}, 1, 3) == []
assert nodes_within_k_hops({1: [2], 2: [3], 3: [4]}, 1, 1) == [2]
assert nodes_within_k_hops({1: [2], 2: [3], 3: [4]}, 1, 2) == [2, 3]
assert nodes_within_k_hops({1: [2], 2: [3], 3: [4]}, 1, 10) == [2, 3, 4]
assert nodes_within_k_hops({1: [2, 3], 2: [1], 3: [5], 5: [1]}, 1, 2) == [2, 3, 5]
assert nodes_within_k_hops({0: [1], 1: [0]}, 0, 5) == [1]
assert nodes_within_k_hops({4: [9, 7], 7: [8], 9: [8], 8: [6]}, 4, 2) == [7, 8, 9]

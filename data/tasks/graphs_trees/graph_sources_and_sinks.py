# query: For a directed graph with nodes 0..n-1 and edge list (u, v), return (sources, sinks): the sorted nodes with no
# incoming edges and the sorted nodes with no outgoing edges (an isolated node is both; a self-loop counts both ways).
def graph_sources_and_sinks(n, edges):
    has_in = [False] * n
    has_out = [False] * n
    for u, v in edges:
        has_out[u] = True
        has_in[v] = True
    sources = [i for i in range(n) if not has_in[i]]
    sinks = [i for i in range(n) if not has_out[i]]
    return (sources, sinks)

# tests
assert graph_sources_and_sinks(0, []) == ([], [])
assert graph_sources_and_sinks(1, []) == ([0], [0])
assert graph_sources_and_sinks(2, [(0, 1)]) == ([0], [1])
assert graph_sources_and_sinks(2, [(1, 0)]) == ([1], [0])
assert graph_sources_and_sinks(3, [(0, 1), (1, 0)]) == ([2], [2])
assert graph_sources_and_sinks(1, [(0, 0)]) == ([], [])
assert graph_sources_and_sinks(5, [(0, 2), (1, 2), (2, 3), (2, 4)]) == ([0, 1], [3, 4])
assert graph_sources_and_sinks(4, [(3, 0), (3, 1), (0, 1)]) == ([2, 3], [1, 2])

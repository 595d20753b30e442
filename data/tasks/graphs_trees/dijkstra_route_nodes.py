# query: Find the cheapest route in a directed graph given as a dict mapping each node to a list of (neighbour, cost)
# pairs with non-negative costs, returning (total_cost, [src, ..., dst]) or None if dst cannot be reached; src == dst
# gives (0, [src]). If several routes tie, any one of them may be returned.
import heapq
def dijkstra_route_nodes(graph, src, dst):
    dist = {src: 0}
    prev = {}
    heap = [(0, src)]
    done = set()
    while heap:
        d, u = heapq.heappop(heap)
        if u in done:
            continue
        done.add(u)
        if u == dst:
            path = [u]
            while path[-1] != src:
                path.append(prev[path[-1]])
            return (d, path[::-1])
        for v, w in graph.get(u, ()):
            nd = d + w
            if v not in dist or nd < dist[v]:
                dist[v] = nd
                prev[v] = u
                heapq.heappush(heap, (nd, v))
    return None

# tests
assert dijkstra_route_nodes({}, "a", "a") == (0, ["a"])
assert dijkstra_route_nodes({"a": [("b", 5)]}, "a", "b") == (5, ["a", "b"])
assert dijkstra_route_nodes({"a": [("b", 5)]}, "b", "a") is None
assert dijkstra_route_nodes({"a": [("b", 5), ("c", 1)], "c": [("b", 2)]}, "a", "b") == (3, ["a", "c", "b"])
assert dijkstra_route_nodes({"a": [("b", 1), ("c", 5)], "b": [("c", 1)], "c": [("d", 1)]}, "a", "d") == (3, ["a", "b", "c", "d"])
assert dijkstra_route_nodes({"a": [("b", 1), ("c", 5)], "b": [("c", 7)], "c": [("d", 1)]}, "a", "d") == (6, ["a", "c", "d"])
assert dijkstra_route_nodes({1: [(2, 0), (3, 4)], 2: [(3, 3)], 3: []}, 1, 3) == (3, [1, 2, 3])
assert dijkstra_route_nodes({"s": [("t", 10)], "t": [("s", 1)], "u": [("t", 1)]}, "s", "u") is None
assert dijkstra_route_nodes({"s": [("x", 2), ("y", 4)], "x": [("y", 1), ("t", 7)], "y": [("t", 3)]}, "s", "t") == (6, ["s", "x", "y", "t"])

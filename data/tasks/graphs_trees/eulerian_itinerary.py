# query: Reconstruct a trip that uses every (from, to) ticket exactly once starting from a given airport, choosing the
# lexicographically smallest itinerary when several exist, and return it as a list of airports; return None if the
# tickets cannot all be used in one trip from that start.
from collections import Counter
def eulerian_itinerary(tickets, start):
    adj = {}
    for a, b in sorted(tickets, reverse=True):
        adj.setdefault(a, []).append(b)
    route = []
    stack = [start]
    while stack:
        while adj.get(stack[-1]):
            stack.append(adj[stack[-1]].pop())
        route.append(stack.pop())
    route.reverse()
    if len(route) != len(tickets) + 1:
        return None
    remaining = Counter(tickets)
    for leg in zip(route, route[1:]):
        if remaining[leg] == 0:
            return None
        remaining[leg] -= 1
    return route

# tests
assert eulerian_itinerary([], "JFK") == ["JFK"]
assert eulerian_itinerary([("JFK", "SFO")], "JFK") == ["JFK", "SFO"]
assert eulerian_itinerary([("JFK", "SFO")], "SFO") is None
assert eulerian_itinerary([("MUC", "LHR"), ("JFK", "MUC"), ("SFO", "SJC"), ("LHR", "SFO")], "JFK") == ["JFK", "MUC", "LHR", "SFO", "SJC"]
assert eulerian_itinerary([("JFK", "SFO"), ("JFK", "ATL"), ("SFO", "ATL"), ("ATL", "JFK"), ("ATL", "SFO")], "JFK") == ["JFK", "ATL", "JFK", "SFO", "ATL", "SFO"]
assert eulerian_itinerary([("JFK", "KUL"), ("JFK", "NRT"), ("NRT", "JFK")], "JFK") == ["JFK", "NRT", "JFK", "KUL"]
assert eulerian_itinerary([("A", "B"), ("C", "D")], "A") is None
assert eulerian_itinerary([("A", "B"), ("A", "C")], "A") is None
assert eulerian_itinerary([("A", "B"), ("A", "B"), ("B", "A")], "A") == ["A", "B", "A", "B"]
assert eulerian_itinerary([("A", "C"), ("A", "B"), ("B", "A"), ("C", "A")], "A") == ["A", "B", "A", "C", "A"]

# query: A network has n computers 0..n-1 joined by cables (u, v); any cable may be unplugged and reused between other
# computers. Return the fewest cable moves needed to connect all computers, or -1 if there are not enough cables.
def cables_needed_to_connect(n, cables):
    if len(cables) < n - 1:
        return -1
    parent = list(range(n))
    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    components = n
    for u, v in cables:
        ru, rv = find(u), find(v)
        if ru != rv:
            parent[ru] = rv
            components -= 1
    return components - 1

# tests
assert cables_needed_to_connect(1, []) == 0
assert cables_needed_to_connect(2, []) == -1
assert cables_needed_to_connect(2, [(0, 1)]) == 0
assert cables_needed_to_connect(4, [(0, 1), (0, 2), (1, 2)]) == 1
assert cables_needed_to_connect(6, [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3)]) == 2
assert cables_needed_to_connect(6, [(0, 1), (0, 2), (0, 3), (1, 2)]) == -1
assert cables_needed_to_connect(5, [(0, 1), (1, 2), (3, 4), (4, 3)]) == 1
assert cables_needed_to_connect(3, [(0, 0), (1, 1)]) == 2
assert cables_needed_to_connect(4, [(0, 1), (2, 3), (1, 0)]) == 1

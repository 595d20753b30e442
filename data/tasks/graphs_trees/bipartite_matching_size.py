# query: Return the size of a maximum matching in a bipartite graph given as a dict mapping each left-side item to the
# right-side items it may be paired with (for example workers to the jobs they can do), each item used at most once.
def bipartite_matching_size(options):
    match_right = {}
    def try_assign(left, seen):
        for right in options.get(left, ()):
            if right in seen:
                continue
            seen.add(right)
            if right not in match_right or try_assign(match_right[right], seen):
                match_right[right] = left
                return True
        return False
    count = 0
    for left in options:
        if try_assign(left, set()):
            count += 1
    return count

# tests
assert bipartite_matching_size({}) == 0
assert bipartite_matching_size({"a": []}) == 0
assert bipartite_matching_size({"a": ["x"]}) == 1
assert bipartite_matching_size({"a": ["x"], "b": ["x"]}) == 1
assert bipartite_matching_size({"a": ["x", "y"], "b": ["x"]}) == 2
assert bipartite_matching_size({"a": ["x"], "b": ["x", "y"]}) == 2
assert bipartite_matching_size({"a": ["x", "y"], "b": ["x", "y"], "c": ["x", "y"]}) == 2
assert bipartite_matching_size({1: [1, 2], 2: [1], 3: [2, 3], 4: [3]}) == 3
assert bipartite_matching_size({"w1": ["j1", "j2"], "w2": ["j1"], "w3": ["j2", "j3"], "w4": ["j3", "j4"]}) == 4

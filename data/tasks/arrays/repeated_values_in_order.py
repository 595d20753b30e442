# query: Return each value that occurs more than once in a list, listed once, in the order in which its second
# occurrence appears.
def repeated_values_in_order(values):
    seen = set()
    reported = set()
    out = []
    for v in values:
        if v in seen and v not in reported:
            out.append(v)
            reported.add(v)
        seen.add(v)
    return out

# tests
assert repeated_values_in_order([]) == []
assert repeated_values_in_order([1, 2, 3]) == []
assert repeated_values_in_order([1, 1]) == [1]
assert repeated_values_in_order([1, 1, 1, 1]) == [1]
assert repeated_values_in_order([3, 1, 2, 1, 3]) == [1, 3]
assert repeated_values_in_order([2, 5, 5, 2, 2]) == [5, 2]
assert repeated_values_in_order(["a", "b", "A", "b", "a"]) == ['b', 'a']
assert repeated_values_in_order([0, -1, -1, 0, 7]) == [-1, 0]

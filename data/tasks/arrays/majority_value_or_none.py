# query: Return the value that occurs in strictly more than half of the positions of a list, or None when no
# value does (including for an empty list).
def majority_value_or_none(items):
    candidate = None
    votes = 0
    for x in items:
        if votes == 0:
            candidate = x
            votes = 1
        elif x == candidate:
            votes += 1
        else:
            votes -= 1
    if items.count(candidate) * 2 > len(items):
        return candidate
    return None

# tests
assert majority_value_or_none([]) is None
assert majority_value_or_none([3, 2, 3]) == 3
assert majority_value_or_none([2, 2, 1, 1, 1, 2, 2]) == 2
assert majority_value_or_none([1, 2]) is None
assert majority_value_or_none([1, 1, 2, 2]) is None
assert majority_value_or_none([3, 1, 1]) == 1
assert majority_value_or_none([1, 1, 2]) == 1
assert majority_value_or_none([5, 5, 1, 2, 5]) == 5
assert majority_value_or_none([1, 2, 3, 3, 3]) == 3
assert majority_value_or_none([7, 7, 7, 1, 2, 3]) is None

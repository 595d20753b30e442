# query: Each boat carries at most two people whose total weight is at most limit (every single weight fits); return
# the fewest boats needed to carry everyone.
def boats_to_carry_people(weights, limit):
    w = sorted(weights)
    lo, hi = 0, len(w) - 1
    boats = 0
    while lo <= hi:
        if w[lo] + w[hi] <= limit:
            lo += 1
        hi -= 1
        boats += 1
    return boats

# tests
assert boats_to_carry_people([], 5) == 0
assert boats_to_carry_people([3], 3) == 1
assert boats_to_carry_people([1, 2], 3) == 1
assert boats_to_carry_people([3, 2, 2, 1], 3) == 3
assert boats_to_carry_people([3, 5, 3, 4], 5) == 4
assert boats_to_carry_people([2, 2], 3) == 2
assert boats_to_carry_people([1, 1, 1, 1], 10) == 2
assert boats_to_carry_people([5, 1, 4, 2], 6) == 2
assert boats_to_carry_people([4, 2, 3], 6) == 2
assert boats_to_carry_people([6, 2], 6) == 2
